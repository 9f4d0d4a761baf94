/** Signing out: customers (Logout) and staff (the footer's Sign Out). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api, isApiError } from './api-client';
import { paths } from '../../domain/paths';
import { sessionQueryKey } from './use-session';

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
  return useMutation({
    mutationFn: () => postSignOut('/api/auth/logout'),
    onSuccess: async () => {
      queryClient.clear();
      await navigate(paths.login, { replace: true });
    },
    onError: () => notifications.show({ color: 'red', message: t('profile.logoutFailed') }),
  });
}

/** Sign Out of the admin area: ends the staff session and forgets admin data. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('shell');
  return useMutation({
    mutationFn: () => postSignOut('/api/admin/auth/logout'),
    onSuccess: async () => {
      // admin queries are keyed ['admin', ...]
      queryClient.removeQueries({ queryKey: ['admin'] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
    onError: () => notifications.show({ color: 'red', message: t('adminAccess.signOutFailed') }),
  });
}
