/**
 * Every portal's time zone (its pickup calendar's, else DEFAULT_PICKUP_TIME_ZONE), read once for an
 * export that spans portals: each row's dates are written in its own portal's local time.
 */
import { sql } from 'drizzle-orm';
import { isKnownTimeZone } from '../../../domain/pickup-calendar/calendar-days';
import type { DbOrTx } from '../../db/client';
import { portalSetups } from '../../db/schema';
import { portalTimeZone } from './pickup-calendar-settings';

export interface PortalTimeZones {
  /** The portal's zone; the default zone for no portal, an unknown one or a zone this runtime lacks. */
  of(portalId: string | null | undefined): string;
}

export async function findPortalTimeZones(db: DbOrTx): Promise<PortalTimeZones> {
  const rows = await db
    .select({
      id: portalSetups.id,
      timeZone: sql<string | null>`${portalSetups.setup} -> 'pickupCalendar' ->> 'timeZone'`,
    })
    .from(portalSetups);
  const zones = new Map(
    rows.map((row) => {
      const zone = row.timeZone?.trim() ?? '';
      return [
        row.id,
        portalTimeZone(zone && isKnownTimeZone(zone) ? { pickupCalendar: { timeZone: zone } } : null),
      ];
    }),
  );
  const fallback = portalTimeZone(null);
  return { of: (portalId) => (portalId ? zones.get(portalId) : undefined) ?? fallback };
}
