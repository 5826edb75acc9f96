import type { useTappedValue } from '@client/lib/use-tapped-value';
import type { ReactNode } from 'react';

interface SavedAtOnceCheckboxProps {
  /** The setting's state (useTappedValue), owned by the section when more of it reads the value. */
  setting: ReturnType<typeof useTappedValue<boolean>>;
  /** Sends the new value; calls onSettled when the server has answered either way. */
  save: (value: boolean, onSettled: () => void) => void;
  label: string;
  /** A line under the label; with it the box is a bordered card (the teacher's settings). */
  hint?: ReactNode;
}

/**
 * A setting saved the moment it is tapped, for every kind of account ('Play sounds', 'Send me
 * the weekly email'): the tapped value shows at once and the box waits until the save settles
 * (src/client/lib/use-tapped-value.ts says why the value is the component's own).
 */
export function SavedAtOnceCheckbox({ setting, save, label, hint }: SavedAtOnceCheckboxProps) {
  return (
    <label
      className={
        hint
          ? 'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 has-focus-visible:ring-2 has-focus-visible:ring-ring'
          : 'flex min-h-11 cursor-pointer items-center gap-3'
      }
    >
      <input
        type="checkbox"
        className={hint ? 'mt-0.5 size-5 shrink-0 accent-brand' : 'size-5 accent-brand'}
        checked={setting.value}
        disabled={setting.saving}
        onChange={(e) => {
          setting.tap(e.target.checked);
          save(e.target.checked, setting.settle);
        }}
      />
      {hint ? (
        <span className="grid gap-0.5">
          <span className="font-medium">{label}</span>
          <span className="text-sm text-muted-foreground">{hint}</span>
        </span>
      ) : (
        <span className="font-medium">{label}</span>
      )}
    </label>
  );
}
