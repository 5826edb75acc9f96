import { AuthColumn } from '@client/components/layout/public-layout';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { SCREENS } from '@client/features/accounts/account-screens';
import { useStudentSession } from '@client/features/accounts/accounts-api';
import { EmailSignInCard } from '@client/features/accounts/email-sign-in-card';
import { errorCode, errorMessage } from '@client/lib/api';
import { isCardDevice } from '@client/lib/session-keys';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { JOIN_PENDING } from '@shared/students/join-requests';
import { Hourglass, IdCard, KeyRound, Mail } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CardSignIn } from './card-sign-in';
import { studentLoginSchema } from './form-schemas';
import { useStudentLogin } from './student-portal-api';

export const LOGIN_REDIRECT_DELAY_MS = 100;

const forgot = () =>
  toast({
    title: 'Forgot your password?',
    description: 'Please contact your teacher to reset your password.',
  });

/**
 * /student-login, /student and /student/login: a returning student logs in, with a school email or
 * with the login card the teacher printed (?card=CODE, the card's QR code, signs in at once;
 * ?by=card opens on the card's code, as does a class tablet where a card was used).
 */
export function StudentLoginPage() {
  usePageTitle('Student Login');
  const navigate = useNavigate();
  const login = useStudentLogin();
  const session = useStudentSession();
  // The teacher has not yet said who this child is (docs/decisions/0164): a message, not an error.
  const [waiting, setWaiting] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const codeFromLink = params.get('card');
  const byCard =
    codeFromLink !== null || params.get('by') === 'card' || (!params.has('by') && isCardDevice());
  const joinInstead = (
    <div className="mt-6 grid gap-3 border-t border-border pt-5 text-center">
      <Button variant="outline" className="w-full" onClick={() => setParams({ by: 'card' })}>
        <IdCard aria-hidden="true" />
        Type the Code from My Card
      </Button>
      <p className="text-sm text-muted-foreground">New to your class?</p>
      <Button variant="outline" className="w-full" onClick={() => navigate('/student-auth')}>
        <KeyRound aria-hidden="true" />
        Enter Class Code Instead
      </Button>
    </div>
  );
  const emailInstead = (
    <div className="mt-6 grid gap-3 border-t border-border pt-5 text-center">
      <p className="text-sm text-muted-foreground">No card? Sign in with your school email.</p>
      <Button variant="outline" className="w-full" onClick={() => setParams({ by: 'email' })}>
        <Mail aria-hidden="true" />
        Sign In with Email
      </Button>
    </div>
  );

  return (
    <AuthColumn>
      {session ? (
        <Alert variant="info" title={`You're signed in as ${session.student.firstName}`} role="status">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            Continue where you left off.
            <Button size="sm" onClick={() => navigate('/student-dashboard')}>
              Go to My Dashboard
            </Button>
          </span>
        </Alert>
      ) : null}
      {waiting ? (
        <Alert variant="info" icon={<Hourglass />} title="Waiting for your teacher" role="status">
          {waiting}
        </Alert>
      ) : null}
      {byCard ? (
        <CardSignIn key={codeFromLink ?? ''} codeFromLink={codeFromLink} after={emailInstead} />
      ) : (
        <EmailSignInCard
          screen={SCREENS.studentLogin}
          schema={studentLoginSchema}
          emailLabel="School Email"
          forgot={{ onClick: forgot }}
          call={login}
          after={joinInstead}
          onSubmit={(values, form) => {
            setWaiting(null);
            login.mutate(
              { email: values.email.trim(), password: values.password },
              {
                onSuccess: ({ student }) => {
                  toast({
                    title: 'Welcome Back!',
                    description: `Good to see you, ${student.firstName}.`,
                    variant: 'success',
                  });
                  setTimeout(() => navigate('/student-dashboard'), LOGIN_REDIRECT_DELAY_MS);
                },
                onError: (error) => {
                  if (errorCode(error) === JOIN_PENDING) {
                    setWaiting(errorMessage(error, 'Your teacher needs to confirm who you are first.'));
                    return;
                  }
                  form.setError('password', {
                    message: errorMessage(error, 'Login failed. Please check your email.'),
                  });
                  toastError('Please check your details and try again.', undefined, 'Login Failed');
                },
              },
            );
          }}
        />
      )}
    </AuthColumn>
  );
}
