/** After any customer sign-in: every cached answer is refetched (the session first), then home. */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { sessionQueryKey } from '../../../lib/use-session';
import { paths } from '../../../../domain/paths';

export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void queryClient.invalidateQueries();
    const from = (location.state as { from?: string } | null)?.from;
    await navigate(from && from.startsWith('/') && !from.startsWith('//') ? from : paths.home, {
      replace: true,
    });
  }, [queryClient, navigate, location.state]);
}
