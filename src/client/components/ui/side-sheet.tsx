import { cn } from '@client/lib/cn';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { EscapeClose, overlayClasses } from './dialog';

// A Radix Dialog shown as a panel from the right edge: full width on phones, 28rem from `sm`.
// Escape, the close button and a click on the overlay close it; focus is trapped inside.
// The skill side sheet can use it the same way.

export const Sheet = RadixDialog.Root;
export const SheetTitle = RadixDialog.Title;
export const SheetDescription = RadixDialog.Description;

interface SheetContentProps extends ComponentProps<typeof RadixDialog.Content> {
  header: ReactNode;
  footer?: ReactNode;
}

export function SheetContent({ header, footer, children, className, ...props }: SheetContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content
        className={cn(
          // On a phone the sheet starts 4rem down, a sheet from the bottom: the award notification
          // of the last 10 s (top 8–58 px, above every dialog) never covers its Close (decision 0114).
          'fixed right-0 bottom-0 z-50 flex h-[calc(100dvh-4rem)] w-full flex-col rounded-t-xl border-t border-border bg-surface text-foreground shadow-overlay',
          'sm:top-0 sm:h-dvh sm:max-w-md sm:rounded-none sm:border-t-0 sm:border-l',
          'transition-transform duration-200 ease-out starting:translate-x-full focus:outline-none',
          'data-[state=closed]:animate-fade-out',
          className,
        )}
        {...props}
      >
        <div className="relative grid gap-1.5 border-b border-border p-5 pr-14">
          {header}
          <RadixDialog.Close
            aria-label="Close"
            // 44 px, a touch target; the icon stays where the 36 px button had it.
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        <EscapeClose />
        {footer ? (
          <div className="border-t border-border bg-surface p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {footer}
          </div>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
