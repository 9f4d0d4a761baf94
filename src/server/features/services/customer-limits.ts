/**
 * Per-customer limits on the writes of the Services and My Services pages: service requests
 * (tickets in the back office), service changes and enterprise row actions. Each is a real ticket or
 * mail for the hauler's staff, so a script with a stolen or scripted session must not file thousands.
 *
 * Sized so that a real customer never meets them: a household files a handful of requests a year;
 * an enterprise account acts for many sites, so it gets a larger allowance. Counted in the database
 * (rate_limits, keyed by scope and uid) on the main handle, before the work, so every try counts and
 * every server instance shares the count.
 */
import type { AppContext } from '../../app-context';
import { enforce, rule } from '../../auth/rate-limit';
import { CUSTOMER_LIMIT_MESSAGE } from '../../../domain/services/customer-limits';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const CUSTOMER_LIMITS = {
  /** Change Service, Additional Carts and the four request forms of one residential customer. */
  services: { perHour: 30, perDay: 200 },
  /** My Services row actions of one enterprise customer. */
  enterprise: { perHour: 60, perDay: 400 },
} as const;

export type CustomerLimitScope = keyof typeof CUSTOMER_LIMITS;

/** Counts one write of the customer; 429 with CUSTOMER_LIMIT_MESSAGE when over the hour or day limit. */
export async function countCustomerWrite(
  ctx: AppContext,
  uid: string,
  scope: CustomerLimitScope,
): Promise<void> {
  const limits = CUSTOMER_LIMITS[scope];
  await enforce(
    ctx.db,
    [
      rule(`customer-writes:${scope}:hour`, uid, { limit: limits.perHour, windowSeconds: HOUR }),
      rule(`customer-writes:${scope}:day`, uid, { limit: limits.perDay, windowSeconds: DAY }),
    ],
    ctx.now(),
    CUSTOMER_LIMIT_MESSAGE,
    'customer/too-many-requests',
  );
}
