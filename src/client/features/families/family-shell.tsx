import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { Button, buttonClasses } from '@client/components/ui/button';
import { AccountFrame } from '@client/features/accounts/account-frame';
import { endSessionOnServer } from '@client/features/accounts/accounts-api';
import { useEndSession } from '@client/features/accounts/use-sign-out';
import { useLiveUpdates } from '@client/lib/live-updates';
import { toast, toastError } from '@client/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Settings, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { EmailConfirmationNotice } from './email-confirmation';
import { postFamilyLogout } from './families-api';

// The family's frame, phone first: the logo (home: the first child), 'Add a child', 'Settings',
// the theme and 'Sign out', each a 44 px target with its label shown from the small breakpoint.
// It keeps the family's live stream open: a teacher's award reaches the page within a moment.

const navItem = (active: boolean) =>
  buttonClasses(active ? 'secondary' : 'ghost', 'md', 'h-11 min-w-11 px-3 max-sm:px-0');

export function FamilyShell() {
  useLiveUpdates();
  const signOut = useFamilySignOut();
  const nav = (
    <>
      <NavLink to="/family/add-child" className={({ isActive }) => navItem(isActive)}>
        <UserPlus aria-hidden="true" />
        <span className="max-sm:sr-only">Add a child</span>
      </NavLink>
      <NavLink to="/family/settings" className={({ isActive }) => navItem(isActive)}>
        <Settings aria-hidden="true" />
        <span className="max-sm:sr-only">Settings</span>
      </NavLink>
      <ThemeToggle />
      <Button
        variant="outline"
        className="h-11 min-w-11 max-sm:px-0"
        onClick={() => void signOut.run()}
        loading={signOut.pending}
      >
        {signOut.pending ? null : <LogOut aria-hidden="true" />}
        <span className="max-sm:sr-only">Sign out</span>
      </Button>
    </>
  );
  return (
    <AccountFrame
      home="/family"
      logoClassName="[&>span]:max-[440px]:sr-only"
      navLabel="Family"
      nav={nav}
      width="max-w-4xl"
      headerClassName="gap-1"
      navClassName="flex items-center gap-1"
      mainClassName="py-5 sm:py-8"
      footer={
        <footer className="border-t border-border py-5 text-center text-xs text-muted-foreground">
          Remote Chalk · your child&rsquo;s records stay on the school&rsquo;s own server
        </footer>
      }
    >
      <EmailConfirmationNotice />
      <Outlet />
    </AccountFrame>
  );
}

/** POST /api/families/logout (once this tab stops reading: endSessionOnServer), then back to the family sign-in with nothing of the account left. */
export function useFamilySignOut() {
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await endSessionOnServer(queryClient, postFamilyLogout);
    } catch (error) {
      setPending(false);
      toastError('Please try again.', error, 'Sign Out Failed');
      return;
    }
    setPending(false);
    endSession('/family/signin');
    toast({ title: 'Signed Out', description: 'You have been signed out.' });
  };
  return { run, pending };
}
