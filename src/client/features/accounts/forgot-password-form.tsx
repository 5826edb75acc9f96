import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { MailCheck, MailQuestion } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldClass } from './account-kind';
import { AuthCard } from './auth-card';
import { AccountForm, TextField } from './form-fields';
import { type ForgotPasswordValues, forgotPasswordSchema } from './form-schemas';

/** A forgot-password call: the teachers' and the families' take an email and answer the same. */
type ForgotPasswordCall = UseMutationResult<{ message: string }, Error, string>;

const TEXTS = {
  teacher: {
    title: 'Forgot Password',
    account: "your account's email",
    exists: 'an account',
    submit: 'Send Reset Link',
    back: 'Back to Sign In',
  },
  family: {
    title: 'Forgot password',
    account: "your family account's email",
    exists: 'a family account',
    submit: 'Send reset link',
    back: 'Back to sign in',
  },
};

interface ForgotPasswordFormProps {
  kind: keyof typeof TEXTS;
  forgot: ForgotPasswordCall;
  /** Back to the kind's sign-in: its route, or what the button does. */
  signIn: { to?: string; onClick?: () => void };
  onBack?: () => void;
  /** After the request is accepted (the teacher's page also toasts). */
  onSent?: () => void;
}

/**
 * Forgot password: POST …/forgot-password. The server always answers 202 (no account
 * enumeration) and mails a one-hour, single-use link to the kind's reset page.
 */
export function ForgotPasswordForm({ kind, forgot, signIn, onBack, onSent }: ForgotPasswordFormProps) {
  const texts = TEXTS[kind];
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutate(email.trim(), {
      onSuccess: () => {
        setSentTo(email.trim());
        onSent?.();
      },
      onError: (error) =>
        toastError('Could not send the reset link. Please try again.', error, 'Request Failed'),
    }),
  );

  return (
    <AuthCard
      icon={<MailQuestion />}
      title={texts.title}
      description={`Enter ${texts.account} and we'll send you a link to choose a new password.`}
      onBack={onBack}
    >
      {sentTo ? (
        <div className="grid gap-4">
          <Alert variant="success" icon={<MailCheck />} title="Check your inbox" role="status">
            If {texts.exists} exists for <strong>{sentTo}</strong>, a reset link is on its way. The link works
            once, for one hour.
          </Alert>
          {signIn.to ? (
            <Button asChild size="lg" className="w-full">
              <Link to={signIn.to}>{texts.back}</Link>
            </Button>
          ) : (
            <Button size="lg" className="w-full" onClick={signIn.onClick}>
              {texts.back}
            </Button>
          )}
        </div>
      ) : (
        <AccountForm
          kind={kind}
          onSubmit={onSubmit}
          submit={[texts.submit, 'Sending...']}
          pending={forgot.isPending}
          switchTo={{ question: 'Remembered it?', label: 'Back to sign in', ...signIn }}
          submitClassName="w-full"
        >
          <TextField
            form={form}
            name="email"
            label="Email"
            className={fieldClass(kind)}
            type="email"
            autoComplete="email"
            autoFocus
          />
        </AccountForm>
      )}
    </AuthCard>
  );
}
