import { api, errorMessage } from '@client/lib/api';
import { clearSessionKeys } from '@client/lib/session-keys';
import { useAppStore } from '@client/lib/stores/app-store';
import { useStudentAuthStore } from '@client/lib/stores/student-auth-store';
import { toast } from '@client/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { resetCachesFor } from './account-api';
import { arrivedAt, markSignedOut } from './sign-out-intent';

/**
 * Ends the session in this browser: leaves for `path` first, then, once the destination has
 * rendered, forgets everything the previous user left (cache, stores, storage keys). See
 * sign-out-intent.ts for why the order matters.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (path = '/') => {
    // The live stream and other reads must not run on as the old user meanwhile.
    void queryClient.cancelQueries();
    markSignedOut(path, () => {
      resetCachesFor(queryClient, { kind: 'none' });
      useStudentAuthStore.getState().clear();
      useAppStore.getState().resetClass();
      clearSessionKeys();
    });
    // Already there (no path change will follow): nothing of the old page is left to unmount.
    if (window.location.pathname === path) arrivedAt(path);
    else navigate(path);
  };
}

/**
 * Sign out (teacher or student): ends the server session, clears the query cache and the
 * stores, shows 'Signed Out' and goes to /.
 */
export function useSignOut() {
  const endSession = useEndSession();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await api.post('/api/auth/logout');
    } catch (error) {
      setPending(false);
      toast({
        title: 'Sign Out Failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    setPending(false);
    endSession('/');
    toast({ title: 'Signed Out', description: 'You have been signed out.' });
  };

  return { signOut, pending };
}
