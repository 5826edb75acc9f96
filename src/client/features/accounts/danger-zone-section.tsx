import { SettingsSection } from '@client/components/layout/settings-section';
import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/lib/toast';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useDeleteTeacher } from './accounts-api';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { useEndSession } from './use-sign-out';

/** Account deletion: permanent, confirmed in a dialog, then back to /. */
export function DangerZoneSection({ teacherId }: { teacherId: number }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTeacher(teacherId);
  const endSession = useEndSession();

  const onConfirm = (password: string) =>
    remove.mutate(password, {
      onSuccess: () => {
        setOpen(false);
        endSession('/');
        toast({ title: 'Account Deleted', description: 'Your account and all its data have been removed.' });
      },
      onError: (error) =>
        toastError('Failed to delete your account. Please try again.', error, 'Deletion Failed'),
    });

  return (
    <SettingsSection
      id="danger-title"
      icon={<TriangleAlert />}
      title="Danger Zone"
      description="Deleting your account removes your classes, students, records and lesson plans for good."
      tone="danger"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">This cannot be undone.</p>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
      </div>
      <PasswordConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description="Your account, all your classes, students, behavior records, homework, skills and lesson plans will be permanently deleted. This cannot be undone."
        confirmLabel="Yes, Delete My Account"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </SettingsSection>
  );
}
