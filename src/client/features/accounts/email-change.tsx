import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

// Changing the sign-in email, for every kind of account that has one: the server asks for the
// current password then, and the new address is used once its mailed link is opened.

type EmailForm = FieldValues & { email: string };

/** Whether the form's email differs from the saved one (case and spaces aside). */
export function useEmailChanged<T extends EmailForm>(form: Pick<UseFormReturn<T>, 'watch'>, saved: string) {
  return (
    String(form.watch('email' as Path<T>))
      .trim()
      .toLowerCase() !== saved.toLowerCase()
  );
}

/** The saved toast's words: where to confirm a new address, or the kind's own 'saved'. */
export function savedEmailNote(saved: { email: string; pendingEmail?: string | null }, otherwise: string) {
  return saved.pendingEmail
    ? `Open the link we sent to ${saved.pendingEmail} to start using it; until then, sign in with ${saved.email}.`
    : otherwise;
}
