import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { type AccountKind, fieldClass, linkClass, submitClass } from './account-kind';

// The fields every account form is made of (sign-in, sign-up, join, reset, settings), written
// once: a labelled input registered with the form, a code from a letter or the board, the
// submit button and the line that switches to the other form.

export type FormParts<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

interface TextFieldProps<T extends FieldValues> extends Omit<ComponentProps<typeof Input>, 'name' | 'form'> {
  form: FormParts<T>;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  labelAside?: ReactNode;
  registerOptions?: RegisterOptions<T, Path<T>>;
}

/** A labelled input registered with the form; its error is the form's for that name. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  optional,
  labelAside,
  registerOptions,
  onChange,
  ...input
}: TextFieldProps<T>) {
  const error = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
  const registered = form.register(name, registerOptions);
  return (
    <Field
      label={label}
      error={typeof error === 'string' ? error : undefined}
      hint={hint}
      optional={optional}
      labelAside={labelAside}
    >
      <Input {...input} {...registered} onChange={onChange ?? registered.onChange} />
    </Field>
  );
}

interface CodeFieldProps<T extends FieldValues> extends TextFieldProps<T> {
  /** Upper-cases the code as it is typed (a class code); otherwise only its letters look upper case. */
  upperCaseValue?: boolean;
}

/** A code typed from the board or a letter: no autocomplete, no spell check, capitals. */
export function CodeField<T extends FieldValues>({ upperCaseValue, className, ...props }: CodeFieldProps<T>) {
  const registered = props.form.register(props.name);
  return (
    <TextField
      {...props}
      className={cn('font-mono uppercase', className)}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      onChange={
        upperCaseValue
          ? (event) => {
              event.target.value = event.target.value.toUpperCase();
              void registered.onChange(event);
            }
          : undefined
      }
    />
  );
}

/** The account's current password (changing the email or the password). */
export function CurrentPasswordField<T extends FieldValues & { currentPassword: string }>({
  form,
  kind,
  label,
  hint,
}: {
  form: FormParts<T>;
  kind: AccountKind;
  label: string;
  hint?: string;
}) {
  return (
    <TextField
      form={form}
      name={'currentPassword' as Path<T>}
      label={label}
      hint={hint}
      className={fieldClass(kind)}
      type="password"
      autoComplete="current-password"
    />
  );
}

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}

/** The form's one submit button, full width, with its label while the request runs. */
export function SubmitButton({ pending, label, pendingLabel, className = 'w-full' }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className={className} loading={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

interface TextActionProps {
  className: string;
  children: ReactNode;
  /** A route to go to, or what the button does. */
  to?: string;
  onClick?: () => void;
}

/** A link inside a line of text: a router link for a route, otherwise a button. */
export function TextAction({ className, children, to, onClick }: TextActionProps) {
  if (to) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={onClick}>
      {children}
    </button>
  );
}

/** 'Already have an account? Sign in instead' under a form. */
function SwitchLine({ question, ...action }: TextActionProps & { question: string }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {question} <TextAction {...action} />
    </p>
  );
}

type SwitchTo = { question: string; label: string; to?: string; onClick?: () => void };

interface AccountFormProps {
  kind: AccountKind;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submit: readonly [label: string, pendingLabel: string];
  pending: boolean;
  /** The line under the button that goes to the kind's other form ('Already joined? …'). */
  switchTo?: SwitchTo;
  /** The submit button's classes when not the kind's sign-in and sign-up ones. */
  submitClassName?: string;
  children: ReactNode;
}

/** An account form: its fields, the submit button, and the way to the other form. */
export function AccountForm({
  kind,
  onSubmit,
  submit: [label, pendingLabel],
  pending,
  switchTo,
  submitClassName = submitClass(kind),
  children,
}: AccountFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {children}
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} className={submitClassName} />
      {switchTo ? (
        <SwitchLine
          question={switchTo.question}
          className={linkClass(kind)}
          to={switchTo.to}
          onClick={switchTo.onClick}
        >
          {switchTo.label}
        </SwitchLine>
      ) : null}
    </form>
  );
}
