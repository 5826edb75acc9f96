import { AuthColumn } from '@client/components/layout/public-layout';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { isOidcFailure } from '@shared/accounts/oidc';
import { KeyRound, LogIn, type LucideIcon, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useForgotPassword, useResetPassword, useTeacher } from './accounts-api';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { OidcErrorCard, OidcLinkForm, OrDivider, SchoolSignInButton } from './school-sign-in';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useVerifyFromLink, VerifyingNotice } from './verify-email-link';

// /teacher-auth: mode none | signin | signup | forgot, plus the pages the
// mailed links open: ?reset=TOKEN (choose a new password) and ?verify=TOKEN (confirm email).

export type AuthMode = 'none' | 'signin' | 'signup' | 'forgot';

const titles: Record<AuthMode, string> = {
  none: 'Teacher Access',
  signin: 'Teacher Sign In',
  signup: 'Create Teacher Account',
  forgot: 'Forgot Password',
};

function initialMode(value: string | null): AuthMode {
  return value === 'signin' || value === 'signup' || value === 'forgot' ? value : 'none';
}

export function TeacherAuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const resetPassword = useResetPassword();
  const forgotPassword = useForgotPassword();
  // The mode lives in the URL (?mode=signin …), so the browser's Back button returns to the chooser.
  const mode = initialMode(params.get('mode'));
  const resetToken = params.get('reset');
  // Where the school's sign-in sends the browser back when it did not end on the dashboard.
  const oidcError = params.get('oidc_error');
  const oidcLink = params.get('oidc') === 'link';
  const verifying = useVerifyFromLink(params.get('verify'), () =>
    setParams(
      (p) => {
        p.delete('verify');
        return p;
      },
      { replace: true },
    ),
  );
  usePageTitle(
    resetToken
      ? 'Choose a new password'
      : isOidcFailure(oidcError)
        ? 'Sign-in problem'
        : oidcLink
          ? 'Link your school account'
          : titles[mode],
  );

  const teacher = useTeacher();
  const from = (location.state as { from?: string } | null)?.from;
  const goTo = (next: AuthMode) => {
    navigate(next === 'none' ? '/teacher-auth' : `/teacher-auth?mode=${next}`, { state: location.state });
    window.scrollTo({ top: 0 });
  };

  let content: ReactNode;
  if (isOidcFailure(oidcError)) {
    content = <OidcErrorCard reason={oidcError} onOtherWays={() => goTo('none')} />;
  } else if (oidcLink) {
    content = (
      <OidcLinkForm
        onLinked={() => navigate('/dashboard', { replace: true })}
        onCancel={() => goTo('none')}
      />
    );
  } else if (resetToken) {
    content = (
      <ResetPasswordForm
        token={resetToken}
        reset={resetPassword}
        onDone={() => navigate('/teacher-auth?mode=signin', { replace: true })}
        newLink={
          <button
            type="button"
            className="font-medium underline"
            onClick={() => navigate('/teacher-auth?mode=forgot', { replace: true })}
          >
            Request a new link
          </button>
        }
      />
    );
  } else if (mode === 'signin') {
    content = (
      <SignInForm
        onBack={() => goTo('none')}
        onForgot={() => goTo('forgot')}
        onSignUp={() => goTo('signup')}
        onSignedIn={() => navigate(from && from !== '/teacher-auth' ? from : '/dashboard', { replace: true })}
      />
    );
  } else if (mode === 'signup') {
    content = <SignUpForm onBack={() => goTo('none')} onSignIn={() => goTo('signin')} />;
  } else if (mode === 'forgot') {
    content = (
      <ForgotPasswordForm
        kind="teacher"
        forgot={forgotPassword}
        onBack={() => goTo('none')}
        signIn={{ onClick: () => goTo('signin') }}
        onSent={() =>
          toast({
            title: 'Check Your Email',
            description: 'If an account exists, a reset link is on its way.',
          })
        }
      />
    );
  } else {
    content = <ModeChooser onChoose={goTo} />;
  }

  return (
    <AuthColumn className={mode === 'signup' && !resetToken ? 'max-w-xl' : undefined}>
      {verifying ? <VerifyingNotice /> : null}
      {teacher && !resetToken ? (
        <Alert variant="info" title={`You're signed in as ${teacher.name}`} role="status">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            Continue to your classroom.
            <Button size="sm" onClick={() => navigate('/dashboard')}>
              Go to Dashboard
            </Button>
          </span>
        </Alert>
      ) : null}
      {content}
    </AuthColumn>
  );
}

const options: Array<{ mode: Exclude<AuthMode, 'none'>; icon: LucideIcon; label: string; detail: string }> = [
  { mode: 'signin', icon: LogIn, label: 'Sign In', detail: 'Use your email and password.' },
  {
    mode: 'signup',
    icon: UserPlus,
    label: 'Create Teacher Account',
    detail: 'New here? Set up your first class.',
  },
  {
    mode: 'forgot',
    icon: KeyRound,
    label: 'Forgot Password',
    detail: 'Get a link to choose a new password.',
  },
];

function ModeChooser({ onChoose }: { onChoose: (mode: AuthMode) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          Teacher Access
        </CardTitle>
        <CardDescription>Sign in to your classroom, or create a new teacher account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <SchoolSignInButton />
        <OrDivider />
        {options.map(({ mode, icon: Icon, label, detail }) => (
          <button
            key={mode}
            type="button"
            onClick={() => onChoose(mode)}
            aria-labelledby={`mode-${mode}-label`}
            aria-describedby={`mode-${mode}-detail`}
            className="group flex w-full items-center gap-4 rounded-xl border border-border bg-surface p-4 text-left transition-colors hover:border-brand hover:bg-brand-soft/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground"
            >
              <Icon className="size-5" />
            </span>
            <span className="grid gap-0.5">
              <span id={`mode-${mode}-label`} className="font-semibold">
                {label}
              </span>
              <span id={`mode-${mode}-detail`} className="text-sm text-muted-foreground">
                {detail}
              </span>
            </span>
          </button>
        ))}
      </CardContent>
    </Card>
  );
}
