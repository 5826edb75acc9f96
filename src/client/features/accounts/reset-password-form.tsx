import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { errorCode } from '@client/lib/api';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useResetPassword } from './accounts-api';
import { AuthCard } from './auth-card';
import { type ResetPasswordValues, resetPasswordSchema } from './form-schemas';
import { PasswordStrengthMeter } from './password-strength-meter';

interface ResetPasswordFormProps {
  token: string;
  /** After a successful reset: continue to the sign-in form. */
  onDone: () => void;
  /** The link was bad or expired: ask for a new one. */
  onRequestNewLink: () => void;
}

/** The page the mailed link opens: /teacher-auth?reset=TOKEN. */
export function ResetPasswordForm({ token, onDone, onRequestNewLink }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const [linkExpired, setLinkExpired] = useState(false);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(({ password: newPassword }) =>
    reset.mutate(
      { token, password: newPassword },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Password Reset', description: message, variant: 'success' });
          onDone();
        },
        onError: (error) => {
          if (errorCode(error) === 'INVALID_TOKEN') setLinkExpired(true);
          toastError('Could not reset your password. Please try again.', error, 'Reset Failed');
        },
      },
    ),
  );

  return (
    <AuthCard
      icon={<KeyRound />}
      title="Choose a new password"
      description="Use at least 8 characters with an uppercase letter, a lowercase letter and a number."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {linkExpired ? (
          <Alert variant="destructive" role="alert" title="This link can no longer be used">
            Reset links work once, for one hour.{' '}
            <button type="button" className="font-medium underline" onClick={onRequestNewLink}>
              Request a new link
            </button>
          </Alert>
        ) : null}
        <Field label="New Password" error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
        </Field>
        <PasswordStrengthMeter password={password} className="-mt-2" />
        <Field label="Confirm Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
