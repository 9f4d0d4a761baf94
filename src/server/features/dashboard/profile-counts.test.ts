/**
 * The maintained counts (customer_profile_counts, migration 0019) against the profiles themselves,
 * after a mix of writes: inserts one by one and in bulk, updates that move a profile between portals or
 * change what it asks, updates that change nothing counted, deletes, a rolled-back transaction and a
 * truncate. Three comparisons: the table against the facets recomputed from every profile (no drift),
 * the dashboard's figures against the same figures counted here from every profile (the rules the
 * full-scan SQL had), and the delivery report's counted summary against its scan of every row.
 * PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  DASHBOARD_SERVICES,
  dayOf,
  growthPoints,
  growthWindow,
  NEW_THIS_WEEK_MS,
  type TDashboardFigures,
  type TGrowthRange,
} from '../../../domain/dashboard/dashboard';
import { ZPortalSetup, type TPortalSetup } from '../../../domain/portal-setup';
import { ZDeliveryReportFilters } from '../../../domain/delivery-report/delivery-report-api';
import { customerProfileCounts, customerProfiles, portalSetups } from '../../db/schema';
import { createTestApp, useTestApp } from '../../test/app';
import { demoHaulerData } from '../services/test-support';
import {
  cartSizes,
  forgetDashboardFigures,
  getDashboardFigures,
  type AskedSizeCount,
} from './dashboard-service';
import {
  getDeliveryReportSummary,
  scannedSummary,
  scopeOf,
} from '../delivery-report/delivery-report-service';

const NOW = new Date('2026-11-20T15:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const A = 'counts-portal-a';
const B = 'counts-portal-b';

type NewProfile = typeof customerProfiles.$inferInsert;
type Profile = typeof customerProfiles.$inferSelect;
let made = 0;
const profile = (values: Partial<NewProfile>): NewProfile => {
  made += 1;
  return {
    uid: `counts-${made}`,
    entryType: 'CustomerProfile',
    email: `counts-${made}@counts.test`,
    defaultServicesId: A,
    selectedAddress: { CM04_ADD2: `${made} Main St`, CM04_CITY: 'Springfield' },
    createdAt: hoursAgo(made * 7),
    ...values,
  };
};

/** service_changes the rules read differently: numbers, numeric text, junk, arrays, empty carts. */
const CHANGES: Record<string, unknown>[] = [
  {},
  { trash: { changedDefaults: { CM05_SIZE: 64 }, additional: [] } },
  { trash: { changedDefaults: { CM05_SIZE: 96 } } },
  { trash: { changedDefaults: { CM05_SIZE: '64' } } },
  { trash: { changedDefaults: { CM05_SIZE: 'big' } } },
  { trash: { changedDefaults: [64] } },
  { recycling: { additional: [{ CM05_QTY: 2, CM05_SIZE: 96 }] } },
  { recycling: { additional: [{ CM05_QTY: '1', CM05_SIZE: ' 64 ' }] } },
  { recycling: { additional: [{ CM05_QTY: 0, CM05_SIZE: 96 }, 'cart', [1]] } },
  { yardwaste: { additional: 'none', changedDefaults: { CM05_SIZE: 96 }, subscription: false } },
  {
    yardwaste: 'yes',
    trash: { changedDefaults: { CM05_SIZE: 32 }, additional: [{ CM05_QTY: 1, CM05_SIZE: 32 }] },
  },
];
const ADDRESSES: unknown[] = [
  { CM04_ADD2: '1 Oak Ave', CM04_CITY: 'Lakeview' },
  { CM04_ADD2: ' \u00a0\u3000', CM04_CITY: 'Lakeview' },
  { CM04_ADD2: '2 Elm St', CM04_CITY: '' },
  { CM04_ADD2: '3 Pine Rd' },
  null,
  { CM04_ADD2: 12, CM04_CITY: 'Numbers' },
];
const RESIDENCES = ['singleFamily', 'multiFamily', null, 'commercial'] as const;

/** A profile of every mix, `seed` choosing it. */
const mixed = (seed: number, values: Partial<NewProfile> = {}): NewProfile =>
  profile({
    defaultServicesId: [A, B, null, 'demo-highwood'][seed % 4] ?? null,
    entryType: seed % 5 === 0 ? 'EnterpriseCustomerProfile' : 'CustomerProfile',
    serviceChanges: CHANGES[seed % CHANGES.length],
    selectedAddress: ADDRESSES[seed % ADDRESSES.length] as Record<string, unknown> | undefined,
    residenceType: RESIDENCES[seed % RESIDENCES.length] as 'singleFamily',
    hasServiceChanges: seed % 2 === 0,
    hasAdditionalServices: seed % 3 === 0,
    optInMarketing: seed % 2 === 1,
    optInNotifications: seed % 3 !== 1,
    optInPaperlessBilling: seed % 4 === 2,
    ...values,
  });

const t = useTestApp(() => createTestApp({ now: () => NOW, seeded: demoHaulerData }), 120_000);

beforeAll(async () => {
  const [demo] = await t.ctx.db.select().from(portalSetups).where(eq(portalSetups.id, 'demo-highwood'));
  const setup = demo!.setup as Record<string, Record<string, unknown>>;
  for (const [id, trash] of [
    [A, 96],
    [B, 64],
  ] as const) {
    await t.ctx.db.insert(portalSetups).values({
      ...demo!,
      id,
      portalTitle: id,
      zipCodes: [],
      isDefault: false,
      setup: {
        ...setup,
        portalTitle: id,
        defaultTrashService: { ...setup.defaultTrashService, CM05_SIZE: trash },
      },
    });
  }
}, 60_000);

/** The table's counts as rows (zero counts left out), in one order. */
async function maintained() {
  const rows = await t.ctx.db
    .select({
      portalKey: customerProfileCounts.portalKey,
      facet: customerProfileCounts.facet,
      value: customerProfileCounts.value,
      n: sql<number>`${customerProfileCounts.n}::int`,
    })
    .from(customerProfileCounts)
    .where(sql`${customerProfileCounts.n} <> 0`);
  return sortRows(rows);
}

/** The same counts made from every profile now, with the migration's own facets. */
async function recomputed() {
  const result = (await t.ctx.db.execute(sql`
    select coalesce(d.default_services_id, '') as "portalKey", f.facet, f.value, count(*)::int as n
    from customer_profiles d cross join lateral customer_profile_facets(d.created_at, d.residence_type,
      d.entry_type, d.selected_address, d.service_changes, d.has_service_changes, d.has_additional_services,
      d.opt_in_marketing, d.opt_in_notifications, d.opt_in_paperless_billing) f
    group by 1, 2, 3`)) as unknown as {
    rows: { portalKey: string; facet: string; value: unknown; n: number }[];
  };
  return sortRows(result.rows.map((r) => ({ ...r, n: Number(r.n) })));
}

function sortRows<T extends { portalKey: string; facet: string; value: unknown }>(rows: T[]): T[] {
  const key = (r: T) => `${r.portalKey}|${r.facet}|${JSON.stringify(r.value)}`;
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

type Scope = readonly string[] | undefined;

/** The dashboard's figures counted from every profile of the scope, by the rules the full-scan SQL had. */
async function expectedFigures(
  scope: Scope,
  growth: TGrowthRange,
): Promise<Omit<TDashboardFigures, 'computedAt'>> {
  const rows: Profile[] = await t.ctx.db
    .select()
    .from(customerProfiles)
    .where(
      scope === undefined
        ? undefined
        : scope.length === 0
          ? sql`false`
          : inArray(customerProfiles.defaultServicesId, [...scope]),
    );
  const entryOf = (p: Profile, service: string) => {
    const entry = (p.serviceChanges as Record<string, unknown>)[service];
    return entry !== null && typeof entry === 'object' && !Array.isArray(entry)
      ? (entry as Record<string, unknown>)
      : {};
  };
  const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  const residential = rows.filter((p) => p.entryType === 'CustomerProfile');
  const howMany = (list: Profile[], keep: (p: Profile) => boolean) => list.filter(keep).length;
  const weekAgo = NOW.getTime() - NEW_THIS_WEEK_MS;
  const today = dayOf(NOW);
  const days = rows.map((p) => dayOf(p.createdAt)).sort();
  const window = growthWindow(growth, today, growth === 'all' ? (days[0] ?? null) : null);
  const perDay = new Map<string, number>();
  for (const day of days) if (day >= window.from) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  const asked: AskedSizeCount[] = residential.flatMap((p) =>
    DASHBOARD_SERVICES.map((service) => {
      const defaults = entryOf(p, service).changedDefaults as Record<string, unknown> | undefined;
      const size = isObject(defaults) ? defaults!.CM05_SIZE : undefined;
      return {
        service,
        portalId: p.defaultServicesId,
        size: typeof size === 'number' ? size : null,
        count: 1,
      };
    }),
  );
  const setups = new Map<string, TPortalSetup>();
  for (const row of await t.ctx.db.select().from(portalSetups)) {
    const parsed = ZPortalSetup.safeParse(row.setup);
    if (parsed.success) setups.set(row.id, parsed.data);
  }
  return {
    totals: {
      customers: rows.length,
      newThisWeek: howMany(rows, (p) => p.createdAt.getTime() > weekAgo),
      serviceChanges: howMany(rows, (p) => p.hasServiceChanges),
      additionalServices: howMany(rows, (p) => p.hasAdditionalServices),
      optInMarketing: howMany(rows, (p) => p.optInMarketing),
      optInNotifications: howMany(rows, (p) => p.optInNotifications),
      optInPaperless: howMany(rows, (p) => p.optInPaperlessBilling),
    },
    serviceChangesByService: DASHBOARD_SERVICES.map((service) => ({
      service,
      sizeChanges: howMany(residential, (p) => isObject(entryOf(p, service).changedDefaults)),
      additionalCarts: howMany(residential, (p) => {
        const extra = entryOf(p, service).additional;
        return Array.isArray(extra) && extra.length > 0;
      }),
    })),
    residenceTypes: {
      singleFamily: howMany(rows, (p) => p.residenceType === 'singleFamily'),
      multiFamily: howMany(rows, (p) => p.residenceType === 'multiFamily'),
      other: howMany(
        rows,
        (p) => p.residenceType !== null && !['singleFamily', 'multiFamily'].includes(p.residenceType),
      ),
      unknown: howMany(rows, (p) => p.residenceType === null),
    },
    cartSizes: cartSizes(asked, setups),
    growth: {
      range: growth,
      unit: window.unit,
      points: growthPoints(
        perDay,
        days.filter((d) => d < window.from).length,
        window.from,
        today,
        window.unit,
      ),
    },
  };
}

const SCOPES: Scope[] = [undefined, [A], [A, B], ['demo-highwood'], []];

/** Every comparison, on the profiles as they are now. */
async function expectCountsToMatch(): Promise<void> {
  expect(await maintained()).toEqual(await recomputed());
  for (const scope of SCOPES) {
    for (const growth of ['all', 'month', 'week'] as const) {
      forgetDashboardFigures(t.ctx);
      const { computedAt: _at, ...figures } = await getDashboardFigures(t.ctx, { growth }, scope);
      expect(figures, `${scope?.join(',') ?? 'all'} ${growth}`).toEqual(await expectedFigures(scope, growth));
    }
  }
  for (const portalId of [undefined, A, B, 'demo-highwood']) {
    const filters = ZDeliveryReportFilters.parse({ portalId });
    const { summary } = await getDeliveryReportSummary(t.ctx, filters);
    expect(summary, portalId ?? 'all portals').toEqual(
      await scannedSummary(t.ctx, await scopeOf(t.ctx, filters)),
    );
  }
}

describe('maintained profile counts', () => {
  it('match the profiles after inserts, updates, deletes, a rollback and a truncate', async () => {
    const db = t.ctx.db;
    // the demo hauler's profiles were counted when the seed wrote them
    await expectCountsToMatch();

    // one by one, and in bulk
    for (let seed = 0; seed < 12; seed++) await db.insert(customerProfiles).values(mixed(seed));
    await db.insert(customerProfiles).values(Array.from({ length: 120 }, (_, i) => mixed(i * 7 + 3)));
    const summaryBefore = await getDeliveryReportSummary(
      t.ctx,
      ZDeliveryReportFilters.parse({ portalId: A }),
    );
    expect(summaryBefore.summary.totalItems).toBeGreaterThan(0);
    await expectCountsToMatch();

    // moved between portals, changed what they ask, renamed only (no count changes), deleted
    await db
      .update(customerProfiles)
      .set({ defaultServicesId: B })
      .where(sql`${customerProfiles.uid} like 'counts-1%'`);
    await db
      .update(customerProfiles)
      .set({ serviceChanges: CHANGES[1]!, residenceType: 'multiFamily', optInMarketing: true })
      .where(sql`${customerProfiles.uid} like 'counts-2%'`);
    await db
      .update(customerProfiles)
      .set({ firstName: 'Renamed' })
      .where(sql`${customerProfiles.uid} like 'counts-3%'`);
    await db
      .update(customerProfiles)
      .set({ createdAt: hoursAgo(1) })
      .where(sql`${customerProfiles.uid} like 'counts-4%'`);
    await db.delete(customerProfiles).where(sql`${customerProfiles.uid} like 'counts-5%'`);
    await expectCountsToMatch();

    // a transaction that rolls back leaves the counts as they were
    const before = await maintained();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(customerProfiles).values(mixed(1));
        await tx.delete(customerProfiles).where(sql`${customerProfiles.uid} like 'counts-6%'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await maintained()).toEqual(before);

    // a truncate empties them, and what is written after is counted again
    await db.execute(sql`truncate customer_profiles cascade`);
    expect(await maintained()).toEqual([]);
    await db.insert(customerProfiles).values(Array.from({ length: 30 }, (_, i) => mixed(i)));
    await expectCountsToMatch();
  }, 120_000);
});
