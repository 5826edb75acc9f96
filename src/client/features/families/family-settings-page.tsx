import { SettingsSection } from '@client/components/layout/settings-section';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { savedEmailNote, useEmailChanged } from '@client/features/accounts/email-change';
import { CurrentPasswordField, TextField } from '@client/features/accounts/form-fields';
import { NewPasswordFields } from '@client/features/accounts/new-password-fields';
import { PasswordConfirmDialog } from '@client/features/accounts/password-confirm-dialog';
import { SavedAtOnceCheckbox } from '@client/features/accounts/saved-at-once-checkbox';
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
  const emailChanged = useEmailChanged(form, me.family.email);

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
            description: savedEmailNote(saved.family, 'Your details are up to date.'),
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
        <TextField form={form} name="name" label="Name" className="h-11" autoComplete="name" />
        <TextField
          form={form}
          name="email"
          label="Email"
          className="h-11"
          type="email"
          autoComplete="email"
        />
        {emailChanged ? (
          <CurrentPasswordField
            form={form}
            kind="family"
            label="Current password"
            hint="Needed to change the email."
          />
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
  return (
    <SettingsSection
      id="family-weekly"
      icon={<Mail />}
      title="Weekly email"
      description="A short summary of each child's week, sent once a week (Friday afternoon unless the school set another time)."
    >
      <SavedAtOnceCheckbox
        setting={weekly}
        label="Send me the weekly email"
        save={(weeklyDigest, onSettled) =>
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
              onSettled,
            },
          )
        }
      />
    </SettingsSection>
  );
}

function PasswordSection() {
  const update = useUpdateFamily();
  const form = useForm<FamilyPasswordValues>({
    resolver: zodResolver(familyPasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
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
        <CurrentPasswordField form={form} kind="family" label="Current password" />
        <NewPasswordFields
          form={form}
          kind="family"
          labels={['New password', 'Confirm new password']}
          stacked
        />
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
