import { pendingItems } from '@client/lib/offline/outbox';
import { clearSessionKeys, isCardDevice } from '@client/lib/session-keys';
import { useAppStore } from '@client/lib/stores/app-store';
import { useStudentAuthStore } from '@client/lib/stores/student-auth-store';
import { toast, toastError } from '@client/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endSessionOnServer, resetCachesFor, useMe } from './accounts-api';
import { markSignedOut } from './sign-out-intent';

/**
 * Ends the session in this browser: leaves for `path` first, then, once the destination has
 * rendered, forgets everything the previous user left (cache, stores, storage keys). See
 * sign-out-intent.ts for why the order matters.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (path = '/') => {
    // Reads of the old user still under way are dropped (a sign-out has already closed the live
    // stream and aborted its reads: endSessionOnServer); the cleanup waits for the page to go.
    void queryClient.cancelQueries();
    const cleanup = () => {
      resetCachesFor(queryClient, { kind: 'none' });
      useStudentAuthStore.getState().clear();
      useAppStore.getState().resetClass();
      clearSessionKeys();
    };
    const from = window.location.pathname;
    // Already there: no path change will follow, and nothing of another page is left to unmount.
    if (from === path) return cleanup();
    markSignedOut(from, path, cleanup);
    navigate(path);
  };
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  const [pending, setPending] = useState(false);
  const child = useMe().data?.kind === 'student';

  const signOut = async () => {
    // Writes still waiting for the network would be lost with the account's data (decision 0097).
    const waiting = pendingItems().length;
    if (
      waiting > 0 &&
      !window.confirm(
        `${waiting} ${waiting === 1 ? 'change has' : 'changes have'} not reached the server yet. Signing out now discards ${waiting === 1 ? 'it' : 'them'}. Sign out anyway?`,
      )
    ) {
      return;
    }
    setPending(true);
    try {
      await endSessionOnServer(queryClient);
    } catch (error) {
      setPending(false);
      toastError('Please try again.', error, 'Sign Out Failed');
      return;
    }
    setPending(false);
    // A child on a class tablet goes back to the card's code, ready for the next child.
    endSession(child && isCardDevice() ? '/student/login?by=card' : '/');
    toast({ title: 'Signed Out', description: 'You have been signed out.' });
  };

  return { signOut, pending };
}
