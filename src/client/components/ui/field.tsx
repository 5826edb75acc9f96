import { cn } from '@client/lib/cn';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { Label } from './label';

// A labelled form field. The control inside (Input, Textarea, NativeSelect) picks up its id,
// aria-invalid and aria-describedby from this context, so label, hint and error stay wired:
//   <Field label="Email" error={errors.email?.message}>
//     <Input type="email" {...register('email')} />
//   </Field>

interface FieldContextValue {
  id: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** Props a control spreads to join the surrounding <Field> (empty outside a Field). */
export function useFieldControl(): Partial<{
  id: string;
  'aria-describedby': string;
  'aria-invalid': true;
  'aria-required': true;
}> {
  const field = useContext(FieldContext);
  if (!field) return {};
  return {
    id: field.id,
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid ? true : undefined,
    'aria-required': field.required ? true : undefined,
  };
}

interface FieldProps {
  label: ReactNode;
  children: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Adds ' (optional)' after the label. */
  optional?: boolean;
  required?: boolean;
  className?: string;
  /** Content at the right end of the label row, e.g. a 'Forgot password?' link. */
  labelAside?: ReactNode;
}

export function Field({
  label,
  children,
  error,
  hint,
  optional,
  required,
  className,
  labelAside,
}: FieldProps) {
  const id = useId();
  // An error replaces the hint: one message under the control at a time.
  const showHint = Boolean(hint) && !error;
  const hintId = showHint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider value={{ id, describedBy, invalid: Boolean(error), required }}>
      <div className={cn('grid content-start gap-1.5', className)}>
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={id}>
            {label}
            {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
          </Label>
          {labelAside}
        </div>
        {children}
        {showHint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="text-sm font-medium text-danger-text">
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
