import { cn } from '@client/lib/cn';
import type { ComponentProps } from 'react';

export type BadgeVariant =
  | 'default'
  | 'secondary'
  | 'outline'
  | 'success'
  | 'warning'
  | 'info'
  | 'destructive';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-brand-soft text-brand-soft-foreground',
  secondary: 'bg-surface-muted text-foreground',
  outline: 'border border-border text-foreground',
  success: 'bg-success-soft text-success-text',
  warning: 'bg-warning-soft text-warning-text',
  info: 'bg-info-soft text-info-text',
  destructive: 'bg-danger-soft text-danger-text',
};

export function Badge({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
