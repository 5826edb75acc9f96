import { SettingsSection } from '@client/components/layout/settings-section';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TeacherView } from '@shared/accounts/schemas';
import { UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useUpdateTeacher } from './accounts-api';
import { type ProfileValues, profileSchema } from './form-schemas';

export function ProfileSection({ teacher }: { teacher: TeacherView }) {
  const update = useUpdateTeacher(teacher.id);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    values: {
      name: teacher.name,
      email: teacher.email,
      schoolName: teacher.schoolName ?? '',
      currentPassword: '',
    },
  });
  const { errors, isDirty } = form.formState;
  const emailChanged = form.watch('email').trim().toLowerCase() !== teacher.email.toLowerCase();

  const onSubmit = form.handleSubmit((values) => {
    if (emailChanged && !values.currentPassword) {
      form.setError('currentPassword', { message: 'Enter your current password to change your email' });
      return;
    }
    update.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        schoolName: values.schoolName.trim() || null,
        ...(emailChanged && { currentPassword: values.currentPassword }),
      },
      {
        onSuccess: ({ teacher: saved }) =>
          toast({
            title: 'Profile Updated',
            description: saved.pendingEmail
              ? `Open the link we sent to ${saved.pendingEmail} to start using it; until then, sign in with ${saved.email}.`
              : 'Your profile has been saved.',
            variant: 'success',
          }),
        onError: (error) =>
          toastError('Failed to update your profile. Please try again.', error, 'Update Failed'),
      },
    );
  });

  return (
    <SettingsSection
      id="profile-title"
      icon={<UserRound />}
      title="Profile"
      description="Your name, email and school as students and colleagues see them."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field label="Full Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field label="School Name" optional error={errors.schoolName?.message}>
          <Input autoComplete="organization" {...form.register('schoolName')} />
        </Field>
        {emailChanged && (
          <Field
            label="Current Password"
            error={errors.currentPassword?.message}
            hint="Needed to change the email of your account."
          >
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </Field>
        )}
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
