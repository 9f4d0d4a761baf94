/** Who is signed in (GET /api/session), shared by the shell, the guards and the pages. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSession } from '../../domain/session';
import { api } from './api-client';

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  // no client-side parse: the API serialises this answer through ZSession already, and leaving zod
  // out keeps it out of the entry script (issue 9, first-load JavaScript)
  queryFn: async ({ signal }) => {
    const session = await api.get<TSession>('/api/session', { signal });
    // the profile's language (issue 16): the start language of a browser without a choice of its own
    void import('../i18n/profile-language').then((module) => module.followSessionLanguage(session.customer));
    return session;
  },
  // the session changes only by signing in or out, and those invalidate it
  staleTime: 60_000,
});

const SIGNED_OUT: TSession = { customer: null, staff: null, pendingGoogleRegistration: false };

export function useSession() {
  const query = useQuery(sessionQueryOptions);
  // a session that cannot be read counts as signed out: the guards then send the user to /login
  const session = query.data ?? SIGNED_OUT;
  return {
    session,
    customer: session.customer,
    staff: session.staff,
    /** True until the first answer (or failure). */
    isLoading: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}
