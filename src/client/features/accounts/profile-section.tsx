import { SettingsSection } from '@client/components/layout/settings-section';
import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TeacherView } from '@shared/accounts/schemas';
import { UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useUpdateTeacher } from './accounts-api';
import { savedEmailNote, useEmailChanged } from './email-change';
import { CurrentPasswordField, TextField } from './form-fields';
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
  const { isDirty } = form.formState;
  const emailChanged = useEmailChanged(form, teacher.email);

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
            description: savedEmailNote(saved, 'Your profile has been saved.'),
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
        <TextField form={form} name="name" label="Full Name" autoComplete="name" />
        <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
        <TextField form={form} name="schoolName" label="School Name" optional autoComplete="organization" />
        {emailChanged && (
          <CurrentPasswordField
            form={form}
            kind="teacher"
            label="Current Password"
            hint="Needed to change the email of your account."
          />
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
