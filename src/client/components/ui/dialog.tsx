import { cn } from '@client/lib/cn';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps } from 'react';

export const Dialog = RadixDialog.Root;

export const overlayClasses =
  'fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';

// On a phone a dialog is centred 1.75rem lower and at most 100dvh - 5.5rem tall: its top edge stays
// 4.5rem down, below the award notification of the last 10 s (top 8–58 px, above every dialog),
// which would otherwise cover its Close (decision 0114).
export const dialogPanelClasses =
  'fixed top-[calc(50%+1.75rem)] left-1/2 z-50 grid max-h-[calc(100dvh-5.5rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 ' +
  'sm:top-1/2 sm:max-h-[calc(100dvh-2rem)] ' +
  'gap-4 overflow-y-auto rounded-xl border border-border bg-surface p-6 text-foreground shadow-overlay ' +
  'focus:outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in';

/**
 * A hidden Close in every dialog and sheet. A toast shown while a dialog is open is the newest
 * layer, so Radix gives it the Escape key; the toast hands Escape on to the dialog through this
 * button (toaster.tsx), and the dialog closes first, as everywhere else (decision 0152).
 */
export function EscapeClose() {
  return <RadixDialog.Close data-escape-close="" hidden tabIndex={-1} aria-hidden="true" />;
}

interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  /** Hide the corner close button (the dialog still closes with Escape). */
  hideClose?: boolean;
}

export function DialogContent({ className, children, hideClose, ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content className={cn(dialogPanelClasses, className)} {...props}>
        {children}
        <EscapeClose />
        {hideClose ? null : (
          <RadixDialog.Close
            aria-label="Close"
            // 44 px: a touch target (a teacher closes dialogs on a phone mid-lesson); the icon
            // stays where the 32 px button had it, 12 px from the corner.
            className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn('text-lg leading-tight font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
