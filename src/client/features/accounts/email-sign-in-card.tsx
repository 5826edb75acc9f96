import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AccountCard } from './account-card';
import { fieldClass, linkClass } from './account-kind';
import type { AccountScreen } from './account-screens';
import { TextAction, TextField } from './form-fields';
import { type SignInValues, signInSchema } from './form-schemas';

interface EmailSignInCardProps {
  screen: AccountScreen;
  /** The kind's checks and their wording, when not the teachers' (a student's email must hold an @). */
  schema?: z.ZodType<SignInValues, SignInValues>;
  emailLabel?: string;
  /** What 'Forgot password?' does: a route, or a button's action. */
  forgot: { to?: string; onClick?: () => void };
  call: { isPending: boolean };
  onSubmit: (values: SignInValues, form: UseFormReturn<SignInValues>) => void;
  onSwitch?: () => void;
  onBack?: () => void;
  before?: ReactNode;
  after?: ReactNode;
}

/** Signing in with an email and a password, for every kind that has them. */
export function EmailSignInCard({
  schema = signInSchema,
  emailLabel = 'Email',
  forgot,
  onSubmit,
  ...card
}: EmailSignInCardProps) {
  const form = useForm<SignInValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const { kind } = card.screen;
  const forgotLink = (
    <TextAction className={`text-sm ${linkClass(kind)}`} {...forgot}>
      Forgot password?
    </TextAction>
  );
  return (
    <AccountCard {...card} onSubmit={form.handleSubmit((values) => onSubmit(values, form))}>
      <TextField
        form={form}
        name="email"
        label={emailLabel}
        className={fieldClass(kind)}
        type="email"
        autoComplete="email"
        autoFocus
      />
      <TextField
        form={form}
        name="password"
        label="Password"
        labelAside={forgotLink}
        className={fieldClass(kind)}
        type="password"
        autoComplete="current-password"
      />
    </AccountCard>
  );
}
