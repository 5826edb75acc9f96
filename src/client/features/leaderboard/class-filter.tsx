import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { cn } from '@client/lib/cn';
import type { ClassView } from '@shared/classes/schemas';
import { useId } from 'react';

export type ClassChoice = number | 'all';

interface ClassFilterProps {
  classes: readonly ClassView[];
  value: ClassChoice;
  onChange: (value: ClassChoice) => void;
  className?: string;
  /** Classes for the select itself (the projector makes it larger). */
  selectClassName?: string;
}

/** 'Class: All classes / Science / …' as a labelled native select. */
export function ClassFilter({ classes, value, onChange, className, selectClassName }: ClassFilterProps) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Label htmlFor={id} className="text-[length:inherit] text-muted-foreground">
        Class
      </Label>
      <NativeSelect
        id={id}
        value={String(value)}
        onChange={(e) => onChange(e.target.value === 'all' ? 'all' : Number(e.target.value))}
        className={cn('min-w-40 max-w-64', selectClassName)}
      >
        <option value="all">All classes</option>
        {classes.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
