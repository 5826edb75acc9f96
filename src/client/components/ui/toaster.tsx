import { cn } from '@client/lib/cn';
import { TOAST_DURATION_MS, type ToastItem, useToastStore } from '@client/lib/toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';

// Renders the toast store with Radix Toast: 5 s, swipe right (50 px threshold), F8 focuses the
// region — all Radix defaults the spec names. Mounted once, at the app root.

const variantClasses: Record<NonNullable<ToastItem['variant']>, string> = {
  default: 'border-border bg-surface text-foreground',
  success: 'border-border bg-surface text-foreground',
  destructive: 'border-danger bg-danger text-danger-foreground',
};

function ToastCard({ item }: { item: ToastItem }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const destructive = item.variant === 'destructive';
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismiss(item.id);
      }}
      duration={item.duration}
      type={destructive ? 'foreground' : 'background'}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-overlay',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:animate-toast-swipe-out',
        variantClasses[item.variant ?? 'default'],
      )}
    >
      {destructive ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      ) : item.variant === 'success' ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-text" />
      ) : null}
      <div className="grid min-w-0 gap-1">
        <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
        {item.description ? (
          <Toast.Description className={cn('text-sm', destructive ? 'opacity-95' : 'text-muted-foreground')}>
            {item.description}
          </Toast.Description>
        ) : null}
        {item.action ? (
          <Toast.Action
            altText={item.action.label}
            onClick={item.action.onClick}
            className="mt-1 inline-flex h-8 w-fit items-center rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-current/10"
          >
            {item.action.label}
          </Toast.Action>
        ) : null}
      </div>
      <Toast.Close
        aria-label="Close"
        className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:opacity-100"
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
      {/* On a phone the bottom of the screen is the award sheet and the last row of cards, what a
          teacher taps next: toasts sit at the top there, under the award notification's strip
          (decision 0072). On a laptop, bottom right, beside the grid. */}
      <Toast.Viewport className="fixed top-14 right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm" />
    </Toast.Provider>
  );
}
