import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useEffect, useState } from 'react';

interface PasswordConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Runs the action with the typed password; close the dialog (onOpenChange(false)) when done. */
  onConfirm: (password: string) => void;
}

/**
 * A confirmation that asks for the account's current password (deleting the account, unlinking
 * the school's sign-in). The typed password is forgotten whenever the dialog closes; it cannot be
 * closed while the action runs.
 */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
  ...texts
}: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  // Closed by the user or by the caller after the action: either way the password is forgotten.
  useEffect(() => {
    if (!open) setPassword('');
  }, [open]);
  return (
    <ConfirmDialog
      {...texts}
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        onOpenChange(next);
      }}
      pending={pending}
      onConfirm={() => onConfirm(password)}
      confirmDisabled={!password}
    >
      <Field label="Current Password" hint="Type your password to confirm.">
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
    </ConfirmDialog>
  );
}
