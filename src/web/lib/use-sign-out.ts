/**
 * Signing out: customers (Logout) and staff (the footer's Sign Out). The app's frame uses these, so
 * they are in the entry script: a small pending-state hook here rather than react-query's
 * useMutation, whose observer the entry would otherwise carry for this one button (~0.7 KB gzipped;
 * the pages that use mutations load it with them).
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from './api-client';
import { paths } from '../../domain/paths';
import { sessionQueryKey } from './use-session';

interface SignOutAction {
  mutate: () => void;
  isPending: boolean;
}

/** Runs `run` once at a time, with its pending state, and `onError` if it fails. */
function useSignOutAction(run: () => Promise<void>, onError: () => void): SignOutAction {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(() => {
    setPending(true);
    run()
      .catch(onError)
      .finally(() => setPending(false));
  }, [run, onError]);
  return { mutate, isPending };
}

/** A 401 means the session had already ended: that is a successful sign-out too. */
async function postSignOut(url: string): Promise<void> {
  try {
    await api.post(url);
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
}

/** Logout (spec 01 §4): ends the session, clears every cached answer (the profile too), goes to /login. */
export function useCustomerLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  return useSignOutAction(
    async () => {
      await postSignOut('/api/auth/logout');
      queryClient.clear();
      await navigate(paths.login, { replace: true });
    },
    () => notifications.show({ color: 'red', message: t('profile.logoutFailed') }),
  );
}

/** Sign Out of the admin area: ends the staff session and forgets admin data. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('shell');
  return useSignOutAction(
    async () => {
      await postSignOut('/api/admin/auth/logout');
      // admin queries are keyed ['admin', ...]
      queryClient.removeQueries({ queryKey: ['admin'] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    () => notifications.show({ color: 'red', message: t('adminAccess.signOutFailed') }),
  );
}
