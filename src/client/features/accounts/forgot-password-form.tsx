import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck, MailQuestion } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useForgotPassword } from './accounts-api';
import { AuthCard } from './auth-card';
import { type ForgotPasswordValues, forgotPasswordSchema } from './form-schemas';

/**
 * Forgot Password: POST /api/teachers/forgot-password. The server always answers 202 (no
 * account enumeration) and mails a one-hour, single-use link to /teacher-auth?reset=TOKEN.
 */
export function ForgotPasswordForm({ onBack, onSignIn }: { onBack: () => void; onSignIn: () => void }) {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutate(email.trim(), {
      onSuccess: () => {
        setSentTo(email.trim());
        toast({
          title: 'Check Your Email',
          description: 'If an account exists, a reset link is on its way.',
        });
      },
      onError: (error) =>
        toastError('Could not send the reset link. Please try again.', error, 'Request Failed'),
    }),
  );

  return (
    <AuthCard
      icon={<MailQuestion />}
      title="Forgot Password"
      description="Enter your account's email and we'll send you a link to choose a new password."
      onBack={onBack}
    >
      {sentTo ? (
        <div className="grid gap-4">
          <Alert variant="success" icon={<MailCheck />} title="Check your inbox" role="status">
            If an account exists for <strong>{sentTo}</strong>, a reset link is on its way. The link works
            once, for one hour.
          </Alert>
          <Button size="lg" className="w-full" onClick={onSignIn}>
            Back to Sign In
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Remembered it?{' '}
            <button type="button" className="font-medium text-brand hover:underline" onClick={onSignIn}>
              Back to sign in
            </button>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
