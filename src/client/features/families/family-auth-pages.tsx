import { AuthColumn } from '@client/components/layout/public-layout';
import { AccountCardPage } from '@client/features/accounts/account-card';
import { SCREENS } from '@client/features/accounts/account-screens';
import { EmailSignInCard } from '@client/features/accounts/email-sign-in-card';
import { ForgotPasswordForm } from '@client/features/accounts/forgot-password-form';
import { TextField } from '@client/features/accounts/form-fields';
import { NewPasswordFields } from '@client/features/accounts/new-password-fields';
import { ResetPasswordForm } from '@client/features/accounts/reset-password-form';
import { errorCode } from '@client/lib/api';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatFamilyCode, normalizeFamilyCode } from '@shared/families/invite-code';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  useFamilyForgotPassword,
  useFamilyLogin,
  useFamilyRegister,
  useFamilyResetPassword,
} from './families-api';
import { FamilyCodeField } from './family-code-field';
import { type FamilySignUpValues, familySignUpSchema } from './form-schemas';

// The family's public pages: /family/join (sign up with the letter's code; the QR code opens it
// with ?code= filled in), /family/signin, /family/forgot and /family/reset-password?token= (the
// mailed link). Phone first: one column, 44 px fields and buttons (the 'family' kind of the
// account forms).

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
          if (errorCode(error) === 'EMAIL_TAKEN') {
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
    <AccountCardPage screen={SCREENS.familyJoin} call={register} onSubmit={onSubmit}>
      <FamilyCodeField form={form} autoFocus={!fromLetter} />
      <TextField
        form={form}
        name="name"
        label="Your name"
        className="h-11"
        autoComplete="name"
        autoFocus={Boolean(fromLetter)}
      />
      <TextField form={form} name="email" label="Email" className="h-11" type="email" autoComplete="email" />
      <NewPasswordFields form={form} kind="family" labels={['Password', 'Confirm password']} stacked />
    </AccountCardPage>
  );
}

export function FamilySignInPage() {
  usePageTitle('Family sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useFamilyLogin();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <AuthColumn>
      <EmailSignInCard
        screen={SCREENS.familySignIn}
        forgot={{ to: '/family/forgot' }}
        call={login}
        onSubmit={(values) =>
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
          )
        }
      />
    </AuthColumn>
  );
}

export function FamilyForgotPage() {
  usePageTitle('Forgot password');
  const forgot = useFamilyForgotPassword();
  return (
    <AuthColumn>
      <ForgotPasswordForm kind="family" forgot={forgot} signIn={{ to: '/family/signin' }} />
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
