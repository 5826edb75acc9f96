import { cn } from '@client/lib/cn';
import type { ComponentProps } from 'react';
import { useFieldControl } from './field';

export const controlClasses =
  'w-full min-w-0 rounded-lg border border-input bg-surface px-3 text-base text-foreground shadow-xs transition-colors sm:text-sm ' +
  'placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-danger-text aria-invalid:focus-visible:outline-danger-text';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const field = useFieldControl();
  return <input type={type} className={cn(controlClasses, 'h-10', className)} {...field} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return <textarea className={cn(controlClasses, 'min-h-20 py-2', className)} {...field} {...props} />;
}
