import { AuthColumn } from '@client/components/layout/public-layout';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { AuthCard } from '@client/features/accounts/auth-card';
import { errorCode, errorMessage } from '@client/lib/api';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import type { FamilyMe } from '@shared/families/schemas';
import { CircleAlert, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFamilyMe, useResendFamilyVerification, useVerifyFamilyEmail } from './families-api';

// A family's address is proven by a mailed link before anything about a child is mailed to it
// (decision 0115): the notice on every family page while it is not, and the page the link opens.

/** The address waiting for its link: a pending new one, else the account's own unconfirmed one. */
export const addressToConfirm = (me: FamilyMe) =>
  me.family.pendingEmail ?? (me.family.emailVerified ? null : me.family.email);

/** Shown above every signed-in family page while an address waits for its link. */
export function EmailConfirmationNotice() {
  const me = useFamilyMe();
  const resend = useResendFamilyVerification();
  const to = me.data ? addressToConfirm(me.data) : null;
  if (!me.data || !to) return null;
  const pendingChange = me.data.family.pendingEmail !== null;
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Link sent', description: `A new link is on its way to ${to}.`, variant: 'success' }),
      onError: (error) => toastError('Could not send the link.', error, 'Not Sent'),
    });
  return (
    <Alert
      variant="warning"
      icon={<CircleAlert />}
      title={pendingChange ? 'Confirm your new email' : 'Confirm your email'}
      className="mb-5"
      data-testid="email-confirmation-notice"
    >
      <div className="grid gap-3">
        <p>
          Open the link we sent to <strong className="break-all">{to}</strong>.{' '}
          {pendingChange
            ? `Until then you sign in, and we write, with ${me.data.family.email}.`
            : 'Until then we send nothing there: no weekly email and no password reset link.'}
        </p>
        <Button variant="outline" className="h-11 w-full sm:w-fit" onClick={send} loading={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Send the link again'}
        </Button>
      </div>
    </Alert>
  );
}

/** /family/verify-email?token=…: the mailed link, opened signed in or not. */
export function FamilyVerifyEmailPage() {
  usePageTitle('Confirm your email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyFamilyEmail();
  // Once per token: a second call would find the link used and say so.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verify.mutate(token);
  }, [token, verify.mutate]);

  const done = verify.isSuccess;
  const failed = verify.isError || !token;
  return (
    <AuthColumn>
      <AuthCard icon={<MailCheck />} title={done ? 'Email confirmed' : 'Confirm your email'}>
        <div className="grid gap-4">
          {done ? (
            <Alert variant="success" icon={<MailCheck />} title="Thank you" role="status">
              Your email address is confirmed. The weekly email and password reset links can go there now.
            </Alert>
          ) : failed ? (
            <Alert variant="destructive" icon={<CircleAlert />} title="This link does not work" role="alert">
              {errorMessage(verify.error, 'This verification link is invalid, expired or was already used.')}
              {/* A taken address needs another address, not another link. */}
              {errorCode(verify.error) === 'EMAIL_TAKEN' ? null : ' Sign in to send a new one.'}
            </Alert>
          ) : (
            <p className="inline-flex items-center gap-2 text-sm" role="status">
              <Spinner label="" /> Confirming your email…
            </p>
          )}
          {done || failed ? (
            <Button asChild size="lg" className="w-full">
              <Link to="/family">Go to your family page</Link>
            </Button>
          ) : null}
        </div>
      </AuthCard>
    </AuthColumn>
  );
}
