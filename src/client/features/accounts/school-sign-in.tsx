import { Button, buttonClasses } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { type OidcFailure, oidcLinkBody } from '@shared/accounts/oidc';
import { CircleAlert, Link2, School } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { OIDC_START_URL, useOidcInfo, useOidcLink } from './accounts-api';
import { AuthCard } from './auth-card';

// The school's sign-in on /teacher-auth: the button, the page a failed sign-in lands on, and the
// one-time password check that links an existing account (docs/decisions/0052).

/** 'Sign in with {label}', when the server has a provider; nothing otherwise. */
export function SchoolSignInButton({ className }: { className?: string }) {
  const { data } = useOidcInfo();
  if (!data?.enabled) return null;
  return (
    // A navigation, not a fetch: the provider's own pages come next.
    <a href={OIDC_START_URL} className={cn(buttonClasses('outline', 'lg'), 'w-full', className)}>
      <School aria-hidden="true" />
      Sign in with {data.label}
    </a>
  );
}

/** 'or' between the school's sign-in and the other ways. */
export function OrDivider() {
  const { data } = useOidcInfo();
  if (!data?.enabled) return null;
  return (
    <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

const failures: Record<OidcFailure, { title: string; detail: string; retry: boolean }> = {
  cancelled: {
    title: 'Sign-in cancelled',
    detail: 'You cancelled signing in at your school account. Nothing was changed.',
    retry: true,
  },
  wrong_domain: {
    title: 'This account is not from your school',
    detail: 'Only school email addresses may sign in here. Sign in with your school account instead.',
    retry: true,
  },
  unverified_email: {
    title: 'Email address not verified',
    detail:
      'Your school account’s email address is not verified yet. Ask your school’s IT team, or sign in with a password.',
    retry: false,
  },
  provider_unavailable: {
    title: 'Your school’s sign-in is not answering',
    detail:
      'We could not reach your school’s sign-in service. Please try again in a few minutes, or sign in with a password.',
    retry: true,
  },
  session_expired: {
    title: 'Sign-in expired',
    detail: 'This sign-in took too long, was already used, or began in another browser. Please start again.',
    retry: true,
  },
  rejected: {
    title: 'Sign-in could not be confirmed',
    detail:
      'Your school’s sign-in sent an answer we could not trust, so you were not signed in. Please try again.',
    retry: true,
  },
  linked_elsewhere: {
    title: 'Account already linked',
    detail:
      'The Remote Chalk account with this email is linked to a different school account. Sign in with that one, or with your password.',
    retry: false,
  },
  rate_limited: {
    title: 'Too many attempts',
    detail: 'Too many sign-in attempts from this network. Please wait a minute and try again.',
    retry: true,
  },
};

export function OidcErrorCard({ reason, onOtherWays }: { reason: OidcFailure; onOtherWays: () => void }) {
  const { title, detail, retry } = failures[reason];
  const label = useOidcInfo().data?.label;
  return (
    <AuthCard icon={<CircleAlert />} title={title} description={detail}>
      <div className="grid gap-3">
        {retry && label ? (
          <a href={OIDC_START_URL} className={cn(buttonClasses('primary', 'lg'), 'w-full')}>
            Try again with {label}
          </a>
        ) : null}
        <Button variant="outline" size="lg" className="w-full" onClick={onOtherWays}>
          Other ways to sign in
        </Button>
      </div>
    </AuthCard>
  );
}

/** The provider vouched for an address that already has an account: its password, once. */
export function OidcLinkForm({ onLinked, onCancel }: { onLinked: () => void; onCancel: () => void }) {
  const { data } = useOidcInfo();
  const link = useOidcLink();
  const form = useForm({ resolver: zodResolver(oidcLinkBody), defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const email = data?.pendingLinkEmail;

  if (data && !email) {
    return <OidcErrorCard reason="session_expired" onOtherWays={onCancel} />;
  }
  const onSubmit = form.handleSubmit((values) =>
    link.mutate(values.password, {
      onSuccess: ({ teacher }) => {
        toast({ title: 'Accounts linked', description: `Signed in as ${teacher.name}.`, variant: 'success' });
        onLinked();
      },
      onError: (error) => toastError('Incorrect password.', error, 'Linking failed'),
    }),
  );
  return (
    <AuthCard
      icon={<Link2 />}
      title="Link your school account"
      description={`A Remote Chalk account for ${email ?? 'this address'} already exists. Enter its password once to link it; from then on, ${data?.label ?? 'your school account'} signs you in.`}
      onBack={onCancel}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <Field label="Password" error={form.formState.errors.password?.message}>
          <Input type="password" autoComplete="current-password" autoFocus {...form.register('password')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={link.isPending} disabled={!password}>
          {link.isPending ? 'Linking...' : 'Link and Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
