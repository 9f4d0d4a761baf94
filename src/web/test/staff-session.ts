/** A signed-in staff member (or nobody) in a render test's query client, as the session query holds it. */
import type { QueryClient } from '@tanstack/react-query';
import type { TSession, TSessionStaff } from '../../domain/session';
import { sessionQueryKey } from '../lib/use-session';

export function seedStaffSession(client: QueryClient, staff: TSessionStaff | null): void {
  const session: TSession = { customer: null, staff, pendingGoogleRegistration: false };
  client.setQueryData(sessionQueryKey, session);
}
