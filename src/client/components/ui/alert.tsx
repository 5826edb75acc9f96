import { cn } from '@client/lib/cn';
import type { ComponentProps, ReactNode } from 'react';

export type AlertVariant = 'info' | 'success' | 'warning' | 'destructive' | 'neutral';

const variants: Record<AlertVariant, string> = {
  info: 'bg-info-soft text-info-text border-info-text/25',
  success: 'bg-success-soft text-success-text border-success-text/25',
  warning: 'bg-warning-soft text-warning-text border-warning-text/25',
  destructive: 'bg-danger-soft text-danger-text border-danger-text/25',
  neutral: 'bg-surface-muted text-foreground border-border',
};

interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  variant?: AlertVariant;
  icon?: ReactNode;
  title?: ReactNode;
}

/** An inline message box (not a toast). Use role="alert" only for errors that just appeared. */
export function Alert({ variant = 'neutral', icon, title, className, children, ...props }: AlertProps) {
  return (
    <div className={cn('flex gap-3 rounded-lg border p-4 text-sm', variants[variant], className)} {...props}>
      {icon ? <span className="mt-0.5 shrink-0 [&_svg]:size-4">{icon}</span> : null}
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-foreground/90 [&_a]:underline">{children}</div> : null}
      </div>
    </div>
  );
}
