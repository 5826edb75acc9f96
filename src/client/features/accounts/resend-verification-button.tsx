import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/lib/toast';
import { useResendVerification } from './accounts-api';

/** "Send the link again" beside the Unverified badge or the pending new address (decision 0115). */
export function ResendVerificationButton({ teacherId }: { teacherId: number }) {
  const resend = useResendVerification(teacherId);
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: 'Link sent', description: message, variant: 'success' }),
      // A 429 carries the server's own words (wait 15 minutes); toastError shows them.
      onError: (error) => toastError('Could not send the link.', error, 'Not Sent'),
    });
  return (
    <Button
      variant="outline"
      size="sm"
      className="min-h-11 sm:min-h-8"
      onClick={send}
      loading={resend.isPending}
    >
      {resend.isPending ? 'Sending...' : 'Send the link again'}
    </Button>
  );
}
