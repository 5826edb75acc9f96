import type { FieldValues, Path } from 'react-hook-form';
import { type AccountKind, fieldClass } from './account-kind';
import { type FormParts, TextField } from './form-fields';

/** First and last name side by side from the small breakpoint (a teacher's or student's sign-up). */
export function NameFields<T extends FieldValues & { firstName: string; lastName: string }>({
  form,
  kind,
  autoFocus,
}: {
  form: FormParts<T>;
  kind: AccountKind;
  autoFocus?: boolean;
}) {
  const field = (name: string, label: string, autoComplete: string, focus?: boolean) => (
    <TextField
      form={form}
      name={name as Path<T>}
      label={label}
      className={fieldClass(kind)}
      autoComplete={autoComplete}
      autoFocus={focus}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('firstName', 'First Name', 'given-name', autoFocus)}
      {field('lastName', 'Last Name', 'family-name')}
    </div>
  );
}
