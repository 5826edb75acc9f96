import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTeacherSignIn } from './accounts-api';
import { AuthCard } from './auth-card';
import { type SignInValues, signInSchema } from './form-schemas';
import { OrDivider, SchoolSignInButton } from './school-sign-in';

interface SignInFormProps {
  onBack: () => void;
  onForgot: () => void;
  onSignUp: () => void;
  onSignedIn: () => void;
}

export function SignInForm({ onBack, onForgot, onSignUp, onSignedIn }: SignInFormProps) {
  const signIn = useTeacherSignIn();
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: ({ teacher }) => {
        toast({ title: 'Welcome back!', description: `Signed in as ${teacher.name}.`, variant: 'success' });
        onSignedIn();
      },
      onError: (error) => toastError('Invalid email or password.', error, 'Sign In Failed'),
    }),
  );

  return (
    <AuthCard
      icon={<LogIn />}
      title="Teacher Sign In"
      description="Welcome back! Sign in to your classroom."
      onBack={onBack}
    >
      <div className="mb-4 grid gap-4 empty:hidden">
        <SchoolSignInButton />
        <OrDivider />
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </Field>
        <Field
          label="Password"
          error={errors.password?.message}
          labelAside={
            <button
              type="button"
              className="text-sm font-medium text-brand hover:underline"
              onClick={onForgot}
            >
              Forgot password?
            </button>
          }
        >
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Button type="submit" size="lg" className="mt-1 w-full" loading={signIn.isPending}>
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          New to Remote Chalk?{' '}
          <button type="button" className="font-medium text-brand hover:underline" onClick={onSignUp}>
            Create an account
          </button>
        </p>
      </form>
    </AuthCard>
  );
}
