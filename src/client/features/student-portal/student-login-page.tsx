import { AuthColumn } from '@client/components/layout/public-layout';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { SCREENS } from '@client/features/accounts/account-screens';
import { useStudentSession } from '@client/features/accounts/accounts-api';
import { EmailSignInCard } from '@client/features/accounts/email-sign-in-card';
import { errorMessage } from '@client/lib/api';
import { isCardDevice } from '@client/lib/session-keys';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { IdCard, KeyRound, Mail } from 'lucide-react';
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
          onSubmit={(values, form) =>
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
                  form.setError('password', {
                    message: errorMessage(error, 'Login failed. Please check your email.'),
                  });
                  toastError('Please check your details and try again.', undefined, 'Login Failed');
                },
              },
            )
          }
        />
      )}
    </AuthColumn>
  );
}
