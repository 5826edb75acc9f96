import { SettingsSection } from '@client/components/layout/settings-section';
import { Button, buttonClasses } from '@client/components/ui/button';
import { toast, toastError } from '@client/lib/toast';
import type { TeacherView } from '@shared/accounts/schemas';
import { School } from 'lucide-react';
import { useState } from 'react';
import { OIDC_START_URL, useOidcInfo, useOidcUnlink } from './accounts-api';
import { PasswordConfirmDialog } from './password-confirm-dialog';

/** The school's sign-in in Account Settings: linked or not, and unlinking (needs a password). */
export function SchoolSignInSection({ teacher }: { teacher: TeacherView }) {
  const { data } = useOidcInfo();
  const unlink = useOidcUnlink(teacher.id);
  const [open, setOpen] = useState(false);
  if (!data?.enabled) return null;

  const onConfirm = (password: string) =>
    unlink.mutate(password, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'Unlinked',
          description: `${data.label} no longer signs you in.`,
          variant: 'success',
        });
      },
      onError: (error) => toastError('Please try again.', error, 'Unlink Failed'),
    });

  return (
    <SettingsSection
      id="school-sign-in-title"
      icon={<School />}
      title={`Sign in with ${data.label}`}
      description={
        data.linkedEmail
          ? `Linked to ${data.linkedEmail}.`
          : `Not linked. Sign in with ${data.label} to link it to this account.`
      }
    >
      {data.linkedEmail ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {teacher.hasPassword
              ? 'After unlinking, you sign in with your email and password.'
              : 'Set a password below before you can unlink.'}
          </p>
          <Button variant="outline" disabled={!teacher.hasPassword} onClick={() => setOpen(true)}>
            Unlink
          </Button>
        </div>
      ) : (
        <a href={OIDC_START_URL} className={buttonClasses('outline')}>
          <School aria-hidden="true" />
          Connect your {data.label}
        </a>
      )}
      <PasswordConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Unlink ${data.label}?`}
        description="You will sign in with your email and password only."
        confirmLabel="Unlink"
        pendingLabel="Unlinking..."
        pending={unlink.isPending}
        onConfirm={onConfirm}
      />
    </SettingsSection>
  );
}
