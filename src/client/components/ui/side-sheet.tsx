import { cn } from '@client/lib/cn';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { overlayClasses } from './dialog';

// A Radix Dialog shown as a panel from the right edge: full width on phones, 28rem from `sm`.
// Escape, the close button and a click on the overlay close it; focus is trapped inside.
// The skill side sheet can use it the same way.

export const Sheet = RadixDialog.Root;
export const SheetTitle = RadixDialog.Title;
export const SheetDescription = RadixDialog.Description;
export const SheetClose = RadixDialog.Close;

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
          'fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col border-border bg-surface text-foreground shadow-overlay sm:max-w-md sm:border-l',
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
            className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        {footer ? (
          <div className="border-t border-border bg-surface p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {footer}
          </div>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
