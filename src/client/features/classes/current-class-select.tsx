import { NativeSelect } from '@client/components/ui/native-select';
import { useAppStore } from '@client/lib/stores/app-store';
import type { ClassView } from '@shared/classes/schemas';
import { useId } from 'react';

/** Switches the current class (the dashboard's too) from pages outside the dashboard. */
export function CurrentClassSelect({ classes, current }: { classes: ClassView[]; current: ClassView }) {
  const id = useId();
  const setCurrentClassId = useAppStore((s) => s.setCurrentClassId);
  if (classes.length < 2) return null;
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        Class
      </label>
      <NativeSelect
        id={id}
        className="min-w-0 flex-1 sm:w-56 sm:flex-none"
        value={current.id}
        display={current.name}
        onChange={(e) => setCurrentClassId(Number(e.target.value))}
      >
        {classes.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
