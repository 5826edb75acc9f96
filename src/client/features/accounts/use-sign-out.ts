import { api, errorMessage } from '@client/lib/api';
import { clearSessionKeys } from '@client/lib/session-keys';
import { useAppStore } from '@client/lib/stores/app-store';
import { useStudentAuthStore } from '@client/lib/stores/student-auth-store';
import { toast } from '@client/lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { resetCachesFor } from './account-api';
import { markSignedOut } from './sign-out-intent';

/**
 * Ends the session in this browser: leaves for `path` first, then forgets everything the
 * previous user left (cache, stores, storage keys). Clearing the cache while their pages'
 * queries are still mounted would make them refetch with the ended session (a 401 for nothing).
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (path = '/') => {
    markSignedOut(path);
    flushSync(() => navigate(path));
    resetCachesFor(queryClient, { kind: 'none' });
    useStudentAuthStore.getState().clear();
    useAppStore.getState().resetClass();
    clearSessionKeys();
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
