import { AuthColumn } from '@client/components/layout/public-layout';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useStudentSession } from '@client/features/accounts/accounts-api';
import { AuthCard } from '@client/features/accounts/auth-card';
import { errorMessage } from '@client/lib/api';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpenCheck, KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type StudentLoginValues, studentLoginSchema } from './form-schemas';
import { useStudentLogin } from './student-portal-api';

export const LOGIN_REDIRECT_DELAY_MS = 100;

/** /student-login and /student: a returning student logs in. */
export function StudentLoginPage() {
  usePageTitle('Student Login');
  const navigate = useNavigate();
  const login = useStudentLogin();
  const session = useStudentSession();
  const form = useForm<StudentLoginValues>({
    resolver: zodResolver(studentLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
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
    ),
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
      <AuthCard
        icon={<BookOpenCheck />}
        title="Student Login"
        description="Welcome back! Log in with your school email to see your points and progress."
      >
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field label="School Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
          </Field>
          <Field
            label="Password"
            error={errors.password?.message}
            labelAside={
              <button
                type="button"
                className="text-sm font-medium text-brand hover:underline"
                onClick={() =>
                  toast({
                    title: 'Forgot your password?',
                    description: 'Please contact your teacher to reset your password.',
                  })
                }
              >
                Forgot password?
              </button>
            }
          >
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </Field>
          <Button type="submit" size="lg" className="mt-1 w-full" loading={login.isPending}>
            {login.isPending ? 'Logging In...' : 'Login to Class Portal'}
          </Button>
        </form>
        <div className="mt-6 grid gap-3 border-t border-border pt-5 text-center">
          <p className="text-sm text-muted-foreground">New to your class?</p>
          <Button variant="outline" className="w-full" onClick={() => navigate('/student-auth')}>
            <KeyRound aria-hidden="true" />
            Enter Class Code Instead
          </Button>
        </div>
      </AuthCard>
    </AuthColumn>
  );
}
