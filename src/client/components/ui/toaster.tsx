import { cn } from '@client/lib/cn';
import { TOAST_DURATION_MS, type ToastItem, useToastStore } from '@client/lib/toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';

// Renders the toast store with Radix Toast: 5 s, swipe right (50 px threshold), F8 focuses the
// region — all Radix defaults the spec names. Mounted once, at the app root, with the undo toasts:
// the one notification system (lib/toast.ts, decision 0159).

const variantClasses: Record<NonNullable<ToastItem['variant']>, string> = {
  default: 'border-border bg-surface text-foreground',
  success: 'border-border bg-surface text-foreground',
  destructive: 'border-danger bg-danger text-danger-foreground',
};

/**
 * Escape while a dialog is open closes the dialog, even when a toast came after it: Radix gives
 * Escape to the newest layer (the toast), which passes it to the top dialog's hidden Close
 * (EscapeClose in dialog.tsx). Returns whether a dialog took it.
 */
function closeTopDialog(): boolean {
  const open = document.querySelectorAll(
    '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
  );
  const close = open[open.length - 1]?.querySelector<HTMLElement>('[data-escape-close]');
  if (!close) return false;
  close.click();
  return true;
}

function ToastCard({ item }: { item: ToastItem }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const destructive = item.variant === 'destructive';
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismiss(item.id);
      }}
      onEscapeKeyDown={(event) => {
        if (closeTopDialog()) event.preventDefault();
      }}
      duration={item.duration}
      data-testid="toast"
      type={destructive ? 'foreground' : 'background'}
      className={cn(
        // One line or two, like the award notification: the toast stays within the top bar.
        'group pointer-events-auto relative flex min-h-12 w-full items-center gap-2 rounded-xl border py-1 pr-1 pl-3 shadow-overlay',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:animate-toast-swipe-out',
        variantClasses[item.variant ?? 'default'],
      )}
    >
      {destructive ? (
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      ) : item.variant === 'success' ? (
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success-text" />
      ) : null}
      <p className="line-clamp-2 min-w-0 flex-1 text-sm leading-snug">
        <Toast.Title asChild>
          <strong className="font-semibold">{item.title}</strong>
        </Toast.Title>
        {item.description ? (
          <>
            <span aria-hidden="true"> · </span>
            <Toast.Description asChild>
              <span className={destructive ? 'opacity-95' : 'text-muted-foreground'}>{item.description}</span>
            </Toast.Description>
          </>
        ) : null}
      </p>
      {item.action ? (
        <Toast.Action
          altText={item.action.label}
          onClick={item.action.onClick}
          className="inline-flex h-8 shrink-0 items-center rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-current/10"
        >
          {item.action.label}
        </Toast.Action>
      ) : null}
      <Toast.Close
        aria-label="Close"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:opacity-100"
      >
        <X aria-hidden="true" className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      {/* The one notification region (decision 0152): over the top bar, where the award's
          notification is, at every width. The top bar is sticky and the page scrolls under it,
          so a message never covers a card, the award sheet or a dialog's Close. A toast comes
          in front of the award's notification for its 5 s (Ctrl+Z still undoes). */}
      <Toast.Viewport className="fixed inset-x-2 top-2 z-[70] mx-auto flex max-w-md flex-col gap-2 outline-none sm:top-1.5" />
    </Toast.Provider>
  );
}
