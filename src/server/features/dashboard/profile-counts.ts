/**
 * The maintained counts of customer profiles (customer_profile_counts, migration 0019): read for a
 * scope of portals in one small read, never a pass over the profiles. The database keeps them current
 * in every transaction that writes a profile; what each facet means is customer_profile_facets() in
 * the migration, and these types say the same.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inPortalScope, type PortalScope } from '../../auth/portal-scope';
import { customerProfileCounts } from '../../db/schema';

/** What one service's entry of service_changes asks, as counted (raw size: readers apply their rule). */
export interface ServiceFacet {
  /** changedDefaults is an object (the dashboard's "size change"). */
  sized: boolean;
  /** changedDefaults.CM05_SIZE as stored (a number, text, or anything else), null when none. */
  size: unknown;
  /** A non-empty `additional` array (the dashboard's "extra carts"). */
  extra: boolean;
  /** One of the extra carts has a quantity and a size above 0 (the delivery report's rule). */
  carts: boolean;
}

/** The profiles' changes facet: one per profile. */
export interface ChangesFacet {
  residential: boolean;
  /** The selected address has a street and a city (the delivery report leaves the others out). */
  address: boolean;
  trash: ServiceFacet;
  recycling: ServiceFacet;
  yardwaste: ServiceFacet;
}

/** The flags counted where set (facet name → the profile column). */
export const FLAG_FACETS = [
  'serviceChanges',
  'additionalServices',
  'optInMarketing',
  'optInNotifications',
  'optInPaperless',
] as const;
export type FlagFacet = (typeof FLAG_FACETS)[number];

export interface ProfileCounts {
  /** Profiles per portal ('' for none) and changes facet. */
  changes: { portalKey: string; facet: ChangesFacet; n: number }[];
  /** Profiles per UTC creation day ("YYYY-MM-DD"), of all portals of the scope. */
  days: Map<string, number>;
  /** Profiles per residence_type (null when none). */
  residences: Map<string | null, number>;
  flags: Record<FlagFacet, number>;
}

const c = customerProfileCounts;

/** The counts of the scope's portals (undefined: every profile, with or without a portal). */
export async function readProfileCounts(db: DbOrTx, portals: PortalScope): Promise<ProfileCounts> {
  const rows = await db
    .select({ portalKey: c.portalKey, facet: c.facet, value: c.value, n: sql<number>`${c.n}::float8` })
    .from(c)
    .where(and(inPortalScope(c.portalKey, portals), gt(c.n, 0)));
  const counts: ProfileCounts = {
    changes: [],
    days: new Map(),
    residences: new Map(),
    flags: Object.fromEntries(FLAG_FACETS.map((f) => [f, 0])) as Record<FlagFacet, number>,
  };
  const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const row of rows) {
    const n = Number(row.n);
    if (row.facet === 'changes') {
      counts.changes.push({ portalKey: row.portalKey, facet: row.value as ChangesFacet, n });
    } else if (row.facet === 'day') add(counts.days, row.value as string, n);
    else if (row.facet === 'residence') add(counts.residences, row.value as string | null, n);
    else if ((FLAG_FACETS as readonly string[]).includes(row.facet))
      counts.flags[row.facet as FlagFacet] += n;
  }
  return counts;
}

/** All profiles counted: each has exactly one changes facet. */
export function profilesCounted(counts: Pick<ProfileCounts, 'changes'>): number {
  return counts.changes.reduce((sum, row) => sum + row.n, 0);
}

/** How many profiles there are, of every portal and none: the sum of the changes facets. */
export async function countEveryProfile(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${c.n}), 0)::float8` })
    .from(c)
    .where(eq(c.facet, 'changes'));
  return Number(row?.n ?? 0);
}
