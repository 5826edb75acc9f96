import { controlClasses } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { Search, X } from 'lucide-react';
import { useId } from 'react';

interface StudentSearchProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  className?: string;
}

/** A labelled search box with a clear button; Escape clears it too. */
export function StudentSearch({ value, onChange, label = 'Search students', className }: StudentSearchProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={`${label}...`}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.stopPropagation();
            onChange('');
          }
        }}
        // Room on the right for the clear button only while there is something to clear: an
        // empty field shows its whole placeholder on a phone.
        className={cn(
          controlClasses,
          'h-10 pl-9 [&::-webkit-search-cancel-button]:hidden',
          value ? 'pr-9' : 'pr-3',
        )}
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-surface-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
