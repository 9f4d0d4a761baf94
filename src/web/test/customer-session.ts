/** A signed-in customer in a render test's query client, as the session query holds it. */
import type { QueryClient } from '@tanstack/react-query';
import type { TSession, TSessionCustomer } from '../../domain/session';
import { sessionQueryKey } from '../lib/use-session';

export function seedCustomerSession(client: QueryClient, customer: TSessionCustomer): void {
  const session: TSession = { customer, staff: null, pendingGoogleRegistration: false };
  client.setQueryData(sessionQueryKey, session);
}
