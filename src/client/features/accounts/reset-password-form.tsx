import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { errorCode } from '@client/lib/api';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard } from './auth-card';
import { type ResetPasswordValues, resetPasswordSchema } from './form-schemas';
import { NewPasswordFields } from './new-password-fields';

/** A reset call: the teachers' and the families' take the same body and answer the same. */
export type ResetPasswordCall = UseMutationResult<
  { message: string },
  Error,
  { token: string; password: string }
>;

interface ResetPasswordFormProps {
  token: string;
  reset: ResetPasswordCall;
  /** After a successful reset: continue to the sign-in form. */
  onDone: () => void;
  /** What asks for a new link when this one is bad or expired (a link or a button). */
  newLink: ReactNode;
  /**
   * 'family': the family pages' sentence-case labels and 44 px fields (phone first); the
   * teacher's texts are the spec's.
   */
  variant?: 'teacher' | 'family';
}

const TEXTS = {
  teacher: { password: 'New Password', confirm: 'Confirm Password', submit: 'Reset Password' },
  family: { password: 'New password', confirm: 'Confirm password', submit: 'Reset password' },
};

/** The page a mailed reset link opens: /teacher-auth?reset=TOKEN, /family/reset-password?token=TOKEN. */
export function ResetPasswordForm({
  token,
  reset,
  onDone,
  newLink,
  variant = 'teacher',
}: ResetPasswordFormProps) {
  const texts = TEXTS[variant];
  // A link without its token cannot work: say so at once.
  const [linkDead, setLinkDead] = useState(token === '');
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(({ password: newPassword }) =>
    reset.mutate(
      { token, password: newPassword },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Password Reset', description: message, variant: 'success' });
          onDone();
        },
        onError: (error) => {
          if (errorCode(error) === 'INVALID_TOKEN') setLinkDead(true);
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
        {linkDead ? (
          <Alert variant="destructive" role="alert" title="This link can no longer be used">
            Reset links work once, for one hour. {newLink}
          </Alert>
        ) : null}
        <NewPasswordFields
          form={form}
          kind={variant}
          labels={[texts.password, texts.confirm]}
          stacked
          autoFocus
        />
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending} disabled={token === ''}>
          {reset.isPending ? 'Saving...' : texts.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
