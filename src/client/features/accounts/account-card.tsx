import { AuthColumn } from '@client/components/layout/public-layout';
import type { FormEventHandler, ReactNode } from 'react';
import type { AccountScreen } from './account-screens';
import { AuthCard } from './auth-card';
import { AccountForm } from './form-fields';

interface AccountCardProps {
  screen: AccountScreen;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The kind's request (its pending state shows on the button). */
  call: { isPending: boolean };
  /** What the switch line's button does, when it is not a link. */
  onSwitch?: () => void;
  onBack?: () => void;
  /** Above the form, inside the card (the school's sign-in). */
  before?: ReactNode;
  /** Below the form, inside the card. */
  after?: ReactNode;
  children: ReactNode;
}

/** A kind's sign-in or sign-up card: its texts from SCREENS, its fields as children. */
export function AccountCard({
  screen,
  onSubmit,
  call,
  onSwitch,
  onBack,
  before,
  after,
  children,
}: AccountCardProps) {
  const [question, label, to] = screen.switchTo ?? [];
  return (
    <AuthCard icon={screen.icon} title={screen.title} description={screen.description} onBack={onBack}>
      {before}
      <AccountForm
        kind={screen.kind}
        onSubmit={onSubmit}
        submit={screen.submit}
        pending={call.isPending}
        switchTo={question && label ? { question, label, to, onClick: to ? undefined : onSwitch } : undefined}
      >
        {children}
      </AccountForm>
      {after}
    </AuthCard>
  );
}

/** The card in the public pages' column (every page but /teacher-auth's modes, which have their own). */
export function AccountCardPage({ above, ...props }: AccountCardProps & { above?: ReactNode }) {
  return (
    <AuthColumn className={props.screen.wide ? 'max-w-xl' : undefined}>
      {above}
      <AccountCard {...props} />
    </AuthColumn>
  );
}
