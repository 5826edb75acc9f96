import { CodeField, type FormParts } from '@client/features/accounts/form-fields';
import type { FieldValues, Path } from 'react-hook-form';

/** The code printed on the teacher's letter: a family's sign-up and 'Add a child'. */
export function FamilyCodeField<T extends FieldValues & { code: string }>({
  form,
  autoFocus,
}: {
  form: FormParts<T>;
  autoFocus: boolean;
}) {
  return (
    <CodeField
      form={form}
      name={'code' as Path<T>}
      label="Code from the letter"
      hint="10 letters and digits, e.g. ABCDE-FGHJK"
      className="h-11 tracking-wider"
      autoFocus={autoFocus}
    />
  );
}
