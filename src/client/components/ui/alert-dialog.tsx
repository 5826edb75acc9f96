import { cn } from '@client/lib/cn';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { type ButtonVariant, buttonClasses } from './button';
import { dialogPanelClasses, overlayClasses } from './dialog';

// A dialog that asks for confirmation of something irreversible. Radix focuses Cancel first,
// so Enter never confirms by accident.

export const AlertDialog = RadixAlertDialog.Root;

export function AlertDialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof RadixAlertDialog.Content>) {
  return (
    <RadixAlertDialog.Portal>
      <RadixAlertDialog.Overlay className={overlayClasses} />
      <RadixAlertDialog.Content className={cn(dialogPanelClasses, 'max-w-md', className)} {...props}>
        {/* What EscapeClose (dialog.tsx) is to a dialog: a toast hands Escape on to it. Before
            the children: Radix focuses the last Cancel rendered, which must be the visible one. */}
        <RadixAlertDialog.Cancel data-escape-close="" hidden tabIndex={-1} aria-hidden="true" />
        {children}
      </RadixAlertDialog.Content>
    </RadixAlertDialog.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-2', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof RadixAlertDialog.Title>) {
  return (
    <RadixAlertDialog.Title className={cn('text-lg leading-tight font-semibold', className)} {...props} />
  );
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof RadixAlertDialog.Description>) {
  return (
    <RadixAlertDialog.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof RadixAlertDialog.Cancel>) {
  return <RadixAlertDialog.Cancel className={buttonClasses('outline', 'md', className)} {...props} />;
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`. */
  pendingLabel?: string;
  pending?: boolean;
  cancelLabel?: string;
  onConfirm: () => void;
  variant?: ButtonVariant;
  /** Fields between the description and the buttons (e.g. a password to confirm with). */
  children?: ReactNode;
  /** Keeps the confirm button off until the fields are filled. */
  confirmDisabled?: boolean;
  /** Where focus goes on close, when what opened it is gone (preventDefault, then focus). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The common case in one component. The confirm button does not close the dialog by itself:
 * `onConfirm` runs the action and closes it (onOpenChange(false)) when done.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  cancelLabel = 'Cancel',
  onConfirm,
  variant = 'destructive',
  children,
  confirmDisabled = false,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <button
            type="button"
            className={buttonClasses(variant)}
            disabled={pending || confirmDisabled}
            aria-busy={pending || undefined}
            onClick={onConfirm}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
