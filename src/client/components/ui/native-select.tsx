import { cn } from '@client/lib/cn';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useFieldControl } from './field';
import { controlClasses } from './input';

/** A styled native <select>: best on phones and fully accessible as is. */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl();
  return (
    <div className={cn('relative', className)}>
      <select className={cn(controlClasses, 'h-10 appearance-none pr-9')} {...field} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
