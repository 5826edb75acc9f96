import { cn } from '@client/lib/cn';
import type { BehaviorPreset } from '@shared/behavior-types/presets';
import { classNameWithPeriod } from '@shared/classes/class-code';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

// What the sign-up and New Class ask about a class besides its name: the age it is for (the
// behaviours it starts with) and, for a secondary class, its period (docs/decisions/0169, 0170).

const AGES: { value: BehaviorPreset; label: string; hint: string }[] = [
  { value: 'primary', label: 'Primary (ages 5–11)', hint: 'Kind words, listening, tidying up, sharing…' },
  { value: 'secondary', label: 'Secondary (11+)', hint: 'Hard work, participation, teamwork…' },
];

/** Two radio cards: the behaviour set the class starts with. */
export function AgeChoice<T extends FieldValues>({
  register,
  name,
}: {
  register: UseFormRegister<T>;
  name: Path<T>;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Age group</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {AGES.map((age) => (
          <label
            key={age.value}
            className={cn(
              'grid min-h-11 cursor-pointer gap-0.5 rounded-lg border border-input bg-surface px-3 py-2 text-sm',
              'hover:bg-surface-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-soft-foreground',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <span className="flex items-center gap-2 font-medium">
              <input type="radio" value={age.value} className="size-4 accent-brand" {...register(name)} />
              {age.label}
            </span>
            <span className="pl-6 text-xs text-muted-foreground">{age.hint}</span>
          </label>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        The behaviors the class starts with. You can change them any time.
      </p>
    </fieldset>
  );
}

/** The name the class will have, so "No period" is seen to leave it as typed. */
export function ClassNamePreview({ name, period }: { name: string; period?: string }) {
  const full = classNameWithPeriod(name ?? '', period);
  if (!full) return null;
  return (
    <p className="text-sm text-muted-foreground">
      The class will be called <span className="font-medium break-words text-foreground">{full}</span>
    </p>
  );
}
