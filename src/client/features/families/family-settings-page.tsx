import { SettingsSection } from '@client/components/layout/settings-section';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { PasswordConfirmDialog } from '@client/features/accounts/password-confirm-dialog';
import { PasswordStrengthMeter } from '@client/features/accounts/password-strength-meter';
import { useEndSession } from '@client/features/accounts/use-sign-out';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { useTappedValue } from '@client/lib/use-tapped-value';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FamilyMe } from '@shared/families/schemas';
import { Download, KeyRound, Mail, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { downloadFamilyExport, useDeleteFamily, useFamilyMe, useUpdateFamily } from './families-api';
import {
  type FamilyPasswordValues,
  type FamilyProfileValues,
  familyPasswordSchema,
  familyProfileSchema,
} from './form-schemas';

// /family/settings: name and email, password, the weekly email, 'Download my data' and deleting
// the account (with its password). Every change is PATCH /api/families/me.

export function FamilySettingsPage() {
  usePageTitle('Family settings');
  const me = useFamilyMe();
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
      {me.data ? (
        <>
          <ProfileSection me={me.data} />
          <WeeklyEmailSection me={me.data} />
          <PasswordSection />
          <DataSection />
          <DeleteSection />
        </>
      ) : (
        <Skeleton className="h-64 w-full rounded-xl" />
      )}
    </div>
  );
}

function ProfileSection({ me }: { me: FamilyMe }) {
  const update = useUpdateFamily();
  const form = useForm<FamilyProfileValues>({
    resolver: zodResolver(familyProfileSchema),
    values: { name: me.family.name, email: me.family.email, currentPassword: '' },
  });
  const { errors } = form.formState;
  const emailChanged = form.watch('email').trim().toLowerCase() !== me.family.email.toLowerCase();

  const onSubmit = form.handleSubmit(({ name, email, currentPassword }) => {
    if (emailChanged && !currentPassword) {
      form.setError('currentPassword', { message: 'Enter your password to change the email' });
      return;
    }
    update.mutate(
      emailChanged ? { name: name.trim(), email: email.trim(), currentPassword } : { name: name.trim() },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Saved',
            description: saved.family.pendingEmail
              ? `Open the link we sent to ${saved.family.pendingEmail} to start using it; until then, sign in with ${saved.family.email}.`
              : 'Your details are up to date.',
            variant: 'success',
          }),
        onError: (error) => toastError('Could not save your details.', error, 'Not Saved'),
      },
    );
  });

  return (
    <SettingsSection
      id="family-profile"
      icon={<UserRound />}
      title="Your details"
      description="The name the teacher sees beside your child, and your sign-in email."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field label="Name" error={errors.name?.message}>
          <Input className="h-11" autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input className="h-11" type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        {emailChanged ? (
          <Field
            label="Current password"
            error={errors.currentPassword?.message}
            hint="Needed to change the email."
          >
            <Input
              className="h-11"
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </Field>
        ) : null}
        <Button type="submit" className="h-11 w-full sm:w-fit" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save details'}
        </Button>
      </form>
    </SettingsSection>
  );
}

function WeeklyEmailSection({ me }: { me: FamilyMe }) {
  const update = useUpdateFamily();
  // The choice shows at once; the server's answer settles it (a failure puts it back).
  const weekly = useTappedValue(me.family.weeklyDigest);
  const on = weekly.value;
  const toggle = (weeklyDigest: boolean) => {
    weekly.tap(weeklyDigest);
    update.mutate(
      { weeklyDigest },
      {
        onSuccess: () =>
          toast({
            title: weeklyDigest ? 'Weekly email on' : 'Weekly email off',
            description: weeklyDigest
              ? "You'll get a summary of each child's week by email."
              : 'No more weekly summaries by email.',
            variant: 'success',
          }),
        onError: (error) => toastError('Could not change the weekly email.', error, 'Not Saved'),
        onSettled: weekly.settle,
      },
    );
  };
  return (
    <SettingsSection
      id="family-weekly"
      icon={<Mail />}
      title="Weekly email"
      description="A short summary of each child's week, sent once a week (Friday afternoon unless the school set another time)."
    >
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={on}
          disabled={weekly.saving}
          onChange={(e) => toggle(e.target.checked)}
        />
        <span className="font-medium">Send me the weekly email</span>
      </label>
    </SettingsSection>
  );
}

function PasswordSection() {
  const update = useUpdateFamily();
  const form = useForm<FamilyPasswordValues>({
    resolver: zodResolver(familyPasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = form.watch('password');
  const onSubmit = form.handleSubmit(({ currentPassword, password: newPassword }) =>
    update.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast({
            title: 'Password changed',
            description: 'Use the new password next time.',
            variant: 'success',
          });
        },
        onError: (error) => toastError('Could not change the password.', error, 'Not Changed'),
      },
    ),
  );
  return (
    <SettingsSection
      id="family-password"
      icon={<KeyRound />}
      title="Password"
      description="At least 8 characters with an uppercase letter, a lowercase letter and a number."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field label="Current password" error={errors.currentPassword?.message}>
          <Input
            className="h-11"
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </Field>
        <Field label="New password" error={errors.password?.message}>
          <Input
            className="h-11"
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
          />
        </Field>
        <PasswordStrengthMeter password={password} className="-mt-2" />
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input
            className="h-11"
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </Field>
        <Button type="submit" className="h-11 w-full sm:w-fit" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}

function DataSection() {
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const name = await downloadFamilyExport();
      toast({ title: 'Download started', description: name, variant: 'success' });
    } catch (error) {
      toastError('Could not download your data.', error, 'Download Failed');
    } finally {
      setPending(false);
    }
  };
  return (
    <SettingsSection
      id="family-data"
      icon={<Download />}
      title="Your data"
      description="Everything stored about your family account, as a file."
    >
      <Button
        variant="outline"
        className="h-11 w-full sm:w-fit"
        onClick={() => void download()}
        loading={pending}
      >
        {pending ? null : <Download aria-hidden="true" />}
        Download my data
      </Button>
    </SettingsSection>
  );
}

function DeleteSection() {
  const remove = useDeleteFamily();
  const endSession = useEndSession();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="family-delete"
      icon={<Trash2 />}
      title="Delete account"
      tone="danger"
      description="Your account and its links to your children go at once. The children's school records stay with the teacher."
    >
      <Button variant="destructive" className="h-11 w-full sm:w-fit" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete my account
      </Button>
      <PasswordConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your family account?"
        description="This cannot be undone. To follow your child again you would need a new code from the teacher."
        confirmLabel="Delete account"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={(password) =>
          remove.mutate(password, {
            onSuccess: () => {
              setOpen(false);
              endSession('/family/signin');
              toast({ title: 'Account deleted', description: 'Your family account is gone.' });
            },
            onError: (error) => toastError('Could not delete the account.', error, 'Not Deleted'),
          })
        }
      />
    </SettingsSection>
  );
}
