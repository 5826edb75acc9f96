import { Alert } from '@client/components/ui/alert';
import { Spinner } from '@client/components/ui/spinner';
import { toast, toastError } from '@client/lib/toast';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useVerifyEmail } from './accounts-api';

/**
 * Handles /teacher-auth?verify=TOKEN: calls verify-email once, toasts the result, then calls
 * `done` (which drops the query parameter). Returns true while the call is running.
 */
export function useVerifyFromLink(token: string | null, done: () => void): boolean {
  const verify = useVerifyEmail();
  const sent = useRef<string | null>(null);
  const doneRef = useRef(done);
  doneRef.current = done;

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verify.mutate(token, {
      onSuccess: () =>
        toast({
          title: 'Email Verified',
          description: 'Thank you! Your email address is confirmed.',
          variant: 'success',
        }),
      onError: (error) =>
        toastError('This verification link is invalid or was already used.', error, 'Verification Failed'),
      onSettled: () => doneRef.current(),
    });
  }, [token, verify.mutate]);

  return verify.isPending;
}

export function VerifyingNotice() {
  return (
    <Alert variant="info" icon={<MailCheck />} title="Verifying your email" role="status">
      <span className="inline-flex items-center gap-2">
        <Spinner label="" /> One moment…
      </span>
    </Alert>
  );
}
