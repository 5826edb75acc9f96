import { SettingsSection } from '@client/components/layout/settings-section';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { ME_QUERY_KEY } from '@client/lib/query-client';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { missingPasswordParts, TEACHER_PASSWORD_MIN } from '@shared/accounts/password';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useChangePassword } from './accounts-api';
import { type PasswordChangeValues, passwordChangeSchema } from './form-schemas';
import { PasswordStrengthMeter } from './password-strength-meter';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change the password; or, for an account made by the school's sign-in (no password yet), set a
 * first one without a current one, soon after signing in (docs/decisions/0052).
 */
export function PasswordSection({ teacherId, hasPassword }: { teacherId: number; hasPassword: boolean }) {
  const change = useChangePassword(teacherId);
  const queryClient = useQueryClient();
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const newPassword = form.watch('newPassword');

  const refuse = (title: string, description: string) => {
    toastError(description, undefined, title);
    form.setFocus('newPassword');
  };

  const onSubmit = form.handleSubmit((values) => {
    if (hasPassword && !values.currentPassword) {
      form.setError('currentPassword', { message: 'Current password is required' });
      return form.setFocus('currentPassword');
    }
    // Confirmation must match; at least 8 characters ('Password Too Short').
    if (values.newPassword !== values.confirmPassword) {
      return refuse('Passwords do not match', 'Please make sure both new passwords are the same.');
    }
    if (values.newPassword.length < TEACHER_PASSWORD_MIN) {
      return refuse(
        'Password Too Short',
        `Your new password must be at least ${TEACHER_PASSWORD_MIN} characters.`,
      );
    }
    const missing = missingPasswordParts(values.newPassword);
    if (missing.length) return refuse('Weak Password', `Password must have: ${missing.join(', ')}`);

    change.mutate(
      { currentPassword: hasPassword ? values.currentPassword : undefined, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast({
            title: hasPassword ? 'Password Changed' : 'Password Set',
            description: hasPassword
              ? 'Your password has been updated.'
              : 'You can now also sign in with your email and password.',
            variant: 'success',
          });
          form.reset(empty);
          if (!hasPassword) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
        },
        onError: (error) =>
          toastError(
            'Failed to change password. Please check your current password.',
            error,
            'Password Change Failed',
          ),
      },
    );
  });

  return (
    <SettingsSection
      id="password-title"
      icon={<ShieldCheck />}
      title="Password & Security"
      description={
        hasPassword
          ? 'Changing your password signs you out on your other devices.'
          : // The 15-minute rule (a recent sign-in) is the server's to enforce; when it applies, the
            // server's answer says what to do. Told up front, it read as a deadline (decision 0153).
            'You sign in with your school account. Set a password to also sign in with your email.'
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {hasPassword ? (
          <Field label="Current Password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </Field>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <Field label="New Password" error={errors.newPassword?.message}>
              <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
            </Field>
            <PasswordStrengthMeter password={newPassword} />
          </div>
          <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={change.isPending}>
            {change.isPending ? 'Saving...' : hasPassword ? 'Change Password' : 'Set Password'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
