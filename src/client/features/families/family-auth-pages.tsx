import { AuthColumn } from '@client/components/layout/public-layout';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { AuthCard } from '@client/features/accounts/auth-card';
import { PasswordStrengthMeter } from '@client/features/accounts/password-strength-meter';
import { ResetPasswordForm } from '@client/features/accounts/reset-password-form';
import { errorCode } from '@client/lib/api';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatFamilyCode, normalizeFamilyCode } from '@shared/families/invite-code';
import { HeartHandshake, LogIn, MailCheck, MailQuestion } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  useFamilyForgotPassword,
  useFamilyLogin,
  useFamilyRegister,
  useFamilyResetPassword,
} from './families-api';
import {
  type FamilySignUpValues,
  familySignUpSchema,
  forgotPasswordSchema,
  signInSchema,
} from './form-schemas';

// The family's public pages: /family/join (sign up with the letter's code; the QR code opens it
// with ?code= filled in), /family/signin, /family/forgot and /family/reset-password?token= (the
// mailed link). Phone first: one column, 44 px fields and buttons.

const tall = 'h-11';
// Links are 44 px tall targets too (a thumb on a phone).
const linkButton =
  'inline-flex min-h-11 items-center font-medium text-brand underline-offset-4 hover:underline';

export function FamilyJoinPage() {
  usePageTitle('Create a family account');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const register = useFamilyRegister();
  const fromLetter = params.get('code');
  const form = useForm<FamilySignUpValues>({
    resolver: zodResolver(familySignUpSchema),
    defaultValues: {
      code: fromLetter ? formatFamilyCode(normalizeFamilyCode(fromLetter)) : '',
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(({ code, name, email, password: pw }) =>
    register.mutate(
      { code: normalizeFamilyCode(code), name: name.trim(), email: email.trim(), password: pw },
      {
        onSuccess: (me) => {
          const child = me.children[0];
          toast({
            title: 'Welcome!',
            description: child ? `You can now follow ${child.displayName}'s week.` : 'Your account is ready.',
            variant: 'success',
          });
          navigate(child ? `/family/children/${child.studentId}` : '/family', { replace: true });
        },
        onError: (error) => {
          const code = errorCode(error);
          if (code === 'EMAIL_TAKEN') {
            form.setError('email', {
              message: 'An account with this email exists: sign in and add the child there.',
            });
          }
          toastError('Could not create the account. Please try again.', error, 'Sign Up Failed');
        },
      },
    ),
  );

  return (
    <AuthColumn>
      <AuthCard
        icon={<HeartHandshake />}
        title="Create a family account"
        description="Follow your child's week at school: points, badges and homework. Only your own children, never anyone else's."
      >
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field
            label="Code from the letter"
            error={errors.code?.message}
            hint="10 letters and digits, e.g. ABCDE-FGHJK"
          >
            <Input
              className={`${tall} font-mono tracking-wider uppercase`}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus={!fromLetter}
              {...form.register('code')}
            />
          </Field>
          <Field label="Your name" error={errors.name?.message}>
            <Input
              className={tall}
              autoComplete="name"
              autoFocus={Boolean(fromLetter)}
              {...form.register('name')}
            />
          </Field>
          <Field label="Email" error={errors.email?.message}>
            <Input className={tall} type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Field label="Password" error={errors.password?.message}>
            <Input
              className={tall}
              type="password"
              autoComplete="new-password"
              {...form.register('password')}
            />
          </Field>
          <PasswordStrengthMeter password={password} className="-mt-2" />
          <Field label="Confirm password" error={errors.confirmPassword?.message}>
            <Input
              className={tall}
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={register.isPending}>
            {register.isPending ? 'Creating account...' : 'Create account'}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Already have a family account?{' '}
            <Link to="/family/signin" className={linkButton}>
              Sign in
            </Link>
          </p>
        </form>
      </AuthCard>
    </AuthColumn>
  );
}

export function FamilySignInPage() {
  usePageTitle('Family sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useFamilyLogin();
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const from = (location.state as { from?: string } | null)?.from;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (me) => {
          toast({
            title: 'Welcome back!',
            description: `Signed in as ${me.family.name}.`,
            variant: 'success',
          });
          navigate(from?.startsWith('/family/') ? from : '/family', { replace: true });
        },
        onError: (error) => toastError('Invalid email or password.', error, 'Sign In Failed'),
      },
    ),
  );

  return (
    <AuthColumn>
      <AuthCard icon={<LogIn />} title="Family sign in" description="See your child's week at school.">
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field label="Email" error={errors.email?.message}>
            <Input className={tall} type="email" autoComplete="email" autoFocus {...form.register('email')} />
          </Field>
          <Field
            label="Password"
            error={errors.password?.message}
            labelAside={
              <Link to="/family/forgot" className={`text-sm ${linkButton}`}>
                Forgot password?
              </Link>
            }
          >
            <Input
              className={tall}
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
            {login.isPending ? 'Signing in...' : 'Sign in'}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Got a letter from the teacher?{' '}
            <Link to="/family/join" className={linkButton}>
              Create a family account
            </Link>
          </p>
        </form>
      </AuthCard>
    </AuthColumn>
  );
}

export function FamilyForgotPage() {
  usePageTitle('Forgot password');
  const forgot = useFamilyForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutate(email.trim(), {
      onSuccess: () => setSentTo(email.trim()),
      onError: (error) =>
        toastError('Could not send the reset link. Please try again.', error, 'Request Failed'),
    }),
  );

  return (
    <AuthColumn>
      <AuthCard
        icon={<MailQuestion />}
        title="Forgot password"
        description="Enter your family account's email and we'll send you a link to choose a new password."
      >
        {sentTo ? (
          <div className="grid gap-4">
            <Alert variant="success" icon={<MailCheck />} title="Check your inbox" role="status">
              If a family account exists for <strong>{sentTo}</strong>, a reset link is on its way. The link
              works once, for one hour.
            </Alert>
            <Button asChild size="lg" className="w-full">
              <Link to="/family/signin">Back to sign in</Link>
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <Field label="Email" error={errors.email?.message}>
              <Input
                className={tall}
                type="email"
                autoComplete="email"
                autoFocus
                {...form.register('email')}
              />
            </Field>
            <Button type="submit" size="lg" className="w-full" loading={forgot.isPending}>
              {forgot.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              Remembered it?{' '}
              <Link to="/family/signin" className={linkButton}>
                Back to sign in
              </Link>
            </p>
          </form>
        )}
      </AuthCard>
    </AuthColumn>
  );
}

export function FamilyResetPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useFamilyResetPassword();
  return (
    <AuthColumn>
      <ResetPasswordForm
        variant="family"
        token={params.get('token') ?? ''}
        reset={reset}
        onDone={() => navigate('/family/signin', { replace: true })}
        newLink={
          <Link to="/family/forgot" className="font-medium underline">
            Request a new link
          </Link>
        }
      />
    </AuthColumn>
  );
}
