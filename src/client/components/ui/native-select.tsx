import { cn } from '@client/lib/cn';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useFieldControl } from './field';
import { controlClasses } from './input';

const chevron = 'pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground';

/**
 * A styled native <select>: best on phones and fully accessible as is. With `display` (the
 * chosen option's text) that text is shown wrapped over as many lines as it needs, where a
 * select would cut it at its width (a long class name on a phone); the select itself lies
 * transparent on top, so a tap still opens the phone's own picker.
 */
export function NativeSelect({
  className,
  children,
  display,
  ...props
}: ComponentProps<'select'> & { display?: ReactNode }) {
  const field = useFieldControl();
  if (display === undefined) {
    return (
      <div className={cn('relative', className)}>
        <select className={cn(controlClasses, 'h-10 appearance-none pr-9')} {...field} {...props}>
          {children}
        </select>
        <ChevronDown aria-hidden="true" className={chevron} />
      </div>
    );
  }
  return (
    <div
      className={cn(
        'relative rounded-lg',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          controlClasses,
          'flex min-h-10 items-center py-1.5 pr-9 leading-snug [overflow-wrap:anywhere]',
        )}
      >
        {display}
      </div>
      <select
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
        {...field}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className={chevron} />
    </div>
  );
}
