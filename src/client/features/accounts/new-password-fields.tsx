import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { type AccountKind, fieldClass } from './account-kind';
import { TextField } from './form-fields';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'control'>;
  kind: AccountKind;
  /** The new password's and its confirmation's labels. */
  labels: readonly [string, string];
  names?: readonly [Path<T>, Path<T>];
  /** One under the other; otherwise side by side from the small breakpoint. */
  stacked?: boolean;
  /** The strength meter under the new password (the teachers' and families' rules). */
  meter?: boolean;
  hint?: string;
  autoFocus?: boolean;
}

/** A new password and its confirmation: sign-up, join, reset and the settings' password change. */
export function NewPasswordFields<T extends FieldValues>({
  form,
  kind,
  labels,
  names = ['password', 'confirmPassword'] as unknown as readonly [Path<T>, Path<T>],
  stacked,
  meter = true,
  hint,
  autoFocus,
}: NewPasswordFieldsProps<T>) {
  const field = (index: 0 | 1) => (
    <TextField
      form={form}
      name={names[index]}
      label={labels[index]}
      hint={index === 0 ? hint : undefined}
      className={fieldClass(kind)}
      type="password"
      autoComplete="new-password"
      autoFocus={index === 0 ? autoFocus : undefined}
    />
  );
  if (stacked) {
    return (
      <>
        {field(0)}
        {meter ? <Meter form={form} name={names[0]} className="-mt-2" /> : null}
        {field(1)}
      </>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {meter ? (
        <div className="grid content-start gap-2">
          {field(0)}
          <Meter form={form} name={names[0]} />
        </div>
      ) : (
        field(0)
      )}
      {field(1)}
    </div>
  );
}

function Meter<T extends FieldValues>({
  form,
  name,
  className,
}: {
  form: Pick<UseFormReturn<T>, 'control'>;
  name: Path<T>;
  className?: string;
}) {
  const password = useWatch({ control: form.control, name });
  return <PasswordStrengthMeter password={String(password ?? '')} className={className} />;
}
