import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, CONTENT_SCHEMAS, type TContentKind } from '../../../domain/content';
import { ZPortalSetup, setupIndexColumns, ENTERPRISE_PORTAL_TITLE } from '../../../domain/portal-setup';
import { useTestDatabase } from '../../test/db';
import type { AppDb } from '../client';
import { weekdayCount } from '../../../domain/back-office';
import { buildEnterpriseBackOffice, buildResidentialBackOffice } from './demo-back-office';
import { buildDemoPortalSetups } from './demo-portals';
import { buildOnboardingBackOffice, ONBOARDING_SITES_PER_ZIP } from './demo-onboarding';
import { findPortalForZip } from '../../features/registration/repository';
import {
  DEMO_FALLBACK_PORTAL_ID,
  DEMO_PORTAL_IDS,
  ONBOARDING_ZIPS,
  demoCustomerAccounts,
  demoRegistrationSites,
  seedDemo,
  seedLoadCustomers,
} from './index';
import { createRandom } from './random';

const AS_OF = new Date('2026-11-20T00:00:00Z');

async function rows<T = Record<string, unknown>>(db: AppDb, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

async function count(db: AppDb, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
}

/** A digest of everything the seed wrote, to compare two runs. */
async function fingerprint(db: AppDb): Promise<string> {
  const [row] = await rows<{ digest: string }>(
    db,
    sql`select md5(
      (select string_agg(id || setup::text, '|' order by id) from portal_setups) ||
      (select string_agg(source || cm04_cust || cm04_site || cm04_add2 || coalesce(cm04_email, ''), '|' order by source, cm04_cust, cm04_site) from bo_sites) ||
      (select string_agg(cm05_cust || cm05_site || cm05_type || cm05_size::text || coalesce(cm05_sdte::text, '') || coalesce(service_day_of_week, ''), '|' order by id) from bo_services) ||
      (select string_agg(uid || email || service_changes::text || created_at::text, '|' order by uid) from customer_profiles)
    ) as digest`,
  );
  return row!.digest;
}

describe('seedDemo', () => {
  let db: AppDb;
  const database = useTestDatabase({
    prepare: async (made) => {
      db = made.db;
      const result = await seedDemo(db, { asOf: AS_OF });
      expect(result.seeded).toBe(true);
    },
    timeoutMs: 120_000,
  });

  it('does nothing the second time', async () => {
    const before = await count(db, sql`select count(*) as n from bo_sites`);
    const again = await seedDemo(db, { asOf: AS_OF });
    expect(again.seeded).toBe(false);
    expect(await count(db, sql`select count(*) as n from bo_sites`)).toBe(before);
  });

  it('writes the same rows on every run', async () => {
    // Opening a second PGlite costs seconds; the generators are the only source of variation, so
    // comparing what they produce for the same seed is the same check.
    const build = () => {
      const residential = buildResidentialBackOffice(createRandom(1));
      const enterprise = buildEnterpriseBackOffice(createRandom(2));
      const onboarding = buildOnboardingBackOffice();
      return JSON.stringify({ residential, enterprise, onboarding, setups: buildDemoPortalSetups(2026) });
    };
    expect(build()).toBe(build());
    expect(await fingerprint(db)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives every service a frequency that agrees with its days (no "Tuesday, Thursday" once a week)', () => {
    const services = [
      ...buildResidentialBackOffice(createRandom(1)).services,
      ...buildEnterpriseBackOffice(createRandom(2)).services,
      ...buildOnboardingBackOffice().services,
    ];
    const disagreeing = services.filter((s) => Number(s.cm05Cycl ?? 0) !== weekdayCount(s.serviceDayOfWeek));
    expect(disagreeing.map((s) => [s.serviceDayOfWeek, s.cm05Cycl]).slice(0, 5)).toEqual([]);
    // the untidy day texts are still there, with their own count
    expect(services.some((s) => s.serviceDayOfWeek === ' tue , thu ' && s.cm05Cycl === '2.00')).toBe(true);
  });

  it('stores setups that re-validate and whose index columns match the entity', async () => {
    const setups = await rows<Record<string, unknown>>(
      db,
      sql`select id, portal_type, portal_title, zip_codes, customer_id, business_code, billing_cycle, service_category, service_week_code, is_default, setup from portal_setups order by id`,
    );
    expect(setups.filter((s) => s.portal_type === 'residential').length).toBeGreaterThanOrEqual(3);
    for (const row of setups) {
      const setup = ZPortalSetup.parse(row.setup);
      expect(setup.id).toBe(row.id);
      const columns = setupIndexColumns(setup);
      expect({
        portalType: row.portal_type,
        portalTitle: row.portal_title,
        zipCodes: row.zip_codes,
        customerId: row.customer_id,
        businessCode: row.business_code,
        billingCycle: row.billing_cycle,
        serviceCategory: row.service_category,
        serviceWeekCode: row.service_week_code,
        isDefault: row.is_default,
      }).toEqual(columns);
      expect(setup.currentRatesYear).toBe(2026);
    }
  });

  it('has the shared enterprise portal with Home hidden', async () => {
    const [row] = await rows<{ setup: unknown }>(
      db,
      sql`select setup from portal_setups where portal_title = ${ENTERPRISE_PORTAL_TITLE}`,
    );
    const setup = ZPortalSetup.parse(row!.setup);
    expect(setup.id).toBe(DEMO_PORTAL_IDS.enterprise);
    expect(setup.portalType).toBe('enterprise');
    expect(setup.displayOptions.menuDisplay.showHome).toBe(false);
  });

  it('covers the display options the customer screens read', async () => {
    const all = (
      await rows<{ setup: unknown }>(
        db,
        sql`select setup from portal_setups where portal_type = 'residential'`,
      )
    ).map((r) => ZPortalSetup.parse(r.setup));
    expect(all.some((s) => !s.displayOptions.menuDisplay.showStickerLocations)).toBe(true);
    expect(
      all.some(
        (s) => s.displayOptions.contactInfo.email !== '' && s.displayOptions.contactInfo.website !== '',
      ),
    ).toBe(true);
    expect(all.some((s) => Object.values(s.displayOptions.contactInfo).every((v) => v === ''))).toBe(true);
    const restricted = all.find((s) => s.displayOptions.restrictChanges.enabled)!;
    expect(restricted.displayOptions.restrictChanges.stopChangeDate < '2026-11-20').toBe(true);
    expect(restricted.displayOptions.allowServiceRequests.disabledDisplay).toBe('disable-only');
    expect(Object.values(restricted.displayOptions.allowServiceRequests).includes(false)).toBe(true);
    expect(
      all.some((s) => s.displayOptions.allowServiceRequests.disabledDisplay === 'disable-and-hide'),
    ).toBe(true);
  });

  it('seeds residential back-office sites in the portals’ ZIP codes with trash and recycling on each', async () => {
    expect(
      await count(
        db,
        sql`select count(*) as n from bo_sites s where exists (select 1 from portal_setups p where s.cm04_pzip = any(p.zip_codes))`,
      ),
    ).toBeGreaterThanOrEqual(2000);
    expect(
      await count(
        db,
        sql`select count(*) as n from bo_sites where cm04_stat not in ('IL', 'IN', 'MI', 'WI')`,
      ),
    ).toBe(0);
    expect(await count(db, sql`select count(*) as n from bo_sites where multi_family`)).toBeGreaterThan(50);
    expect(
      await count(db, sql`select count(*) as n from bo_sites where cm04_email is not null`),
    ).toBeGreaterThan(10);
    const missing = await count(
      db,
      sql`select count(*) as n from bo_sites s
          where s.source like '%\_RAW' and not (
            exists (select 1 from bo_services v where v.source = s.source and v.cm05_cust = s.cm04_cust and v.cm05_site = s.cm04_site and v.cm05_type = 'RG')
            and exists (select 1 from bo_services v where v.source = s.source and v.cm05_cust = s.cm04_cust and v.cm05_site = s.cm04_site and v.cm05_type = 'RR'))`,
    );
    expect(missing).toBe(0);
    expect(
      await count(db, sql`select count(*) as n from bo_services where cm05_sdte > '2027-01-01'`),
    ).toBeGreaterThan(50);
    // Extra carts: sites with two trash rows.
    expect(
      await count(
        db,
        sql`select count(*) as n from (select 1 from bo_services where cm05_type = 'RG' and source like '%\_RAW' group by source, cm05_cust, cm05_site having count(*) > 1) x`,
      ),
    ).toBeGreaterThan(20);
  });

  it('seeds the enterprise companies, customers and several hundred varied service rows', async () => {
    expect(await count(db, sql`select count(*) as n from bo_companies`)).toBeGreaterThanOrEqual(4);
    expect(await count(db, sql`select count(*) as n from bo_customers`)).toBeGreaterThanOrEqual(40);
    expect(
      await count(db, sql`select count(*) as n from bo_services where cd07_code is not null`),
    ).toBeGreaterThanOrEqual(300);
    expect(
      await count(
        db,
        sql`select count(distinct cm05_type) as n from bo_services where cd07_code is not null`,
      ),
    ).toBeGreaterThanOrEqual(14);
    expect(
      await count(db, sql`select count(*) as n from bo_services where service_day_of_week in ('', 'XYZ')`),
    ).toBeGreaterThan(0);
    expect(await count(db, sql`select count(*) as n from bo_sales_reps`)).toBeGreaterThanOrEqual(8);
    expect(await count(db, sql`select count(*) as n from bo_agents`)).toBeGreaterThanOrEqual(10);
  });

  it('seeds staff with every role', async () => {
    expect(
      await count(db, sql`select count(*) as n from staff_users where role = 'admin' and is_active`),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count(
        db,
        sql`select count(*) as n from staff_users where role = 'customerservice' and is_active`,
      ),
    ).toBeGreaterThanOrEqual(3);
    const [alex] = await rows<{ name: string; role: string }>(
      db,
      sql`select name, role from staff_users where email = 'admin@curbside.demo'`,
    );
    expect(alex).toEqual({ name: 'Alex Admin', role: 'admin' });
    const [morgan] = await rows<{ name: string; role: string; portal_ids: string[] }>(
      db,
      sql`select name, role, portal_ids from staff_users where email = 'municipal@curbside.demo'`,
    );
    expect(morgan).toEqual({
      name: 'Morgan Municipal',
      role: 'municipality',
      portal_ids: ['demo-lake-bluff'],
    });
  });

  it('seeds the demo customers on their portals and real back-office records', async () => {
    for (const account of demoCustomerAccounts) {
      const [profile] = await rows<Record<string, unknown>>(
        db,
        sql`select * from customer_profiles where uid = ${account.uid}`,
      );
      expect(profile, account.uid).toBeDefined();
      expect(profile!.email).toBe(account.email);
      expect(profile!.default_services_id).toBe(account.portalId);
      expect(account.demoPassword).toBe('Curbside!2026');
      if (account.kind === 'residential') {
        expect(profile!.entry_type).toBe('CustomerProfile');
        expect(
          await count(
            db,
            sql`select count(*) as n from bo_sites where source = ${profile!.source} and cm04_cust = ${profile!.cm04_cust} and cm04_site = ${profile!.cm04_site}`,
          ),
        ).toBe(1);
      } else {
        expect(profile!.entry_type).toBe('EnterpriseCustomerProfile');
        const selected = profile!.selected_customers as {
          database: string;
          customerNumber: string;
          customerName: string;
        }[];
        expect(selected.length).toBeGreaterThan(0);
        for (const customer of selected) {
          expect(
            await count(
              db,
              sql`select count(*) as n from bo_customers where database = ${customer.database} and customer_number = ${customer.customerNumber} and customer_name = ${customer.customerName}`,
            ),
          ).toBe(1);
        }
      }
    }
    const residents = await rows<{ residence_type: string; has_service_changes: boolean }>(
      db,
      sql`select residence_type, has_service_changes from customer_profiles where uid like 'demo-resident-%'`,
    );
    expect(residents.some((r) => r.residence_type === 'multiFamily')).toBe(true);
    expect(residents.some((r) => r.has_service_changes)).toBe(true);
  });

  it('seeds a few hundred ordinary residents spread over the past year', async () => {
    expect(
      await count(db, sql`select count(*) as n from customer_profiles where uid like 'seed-resident-%'`),
    ).toBeGreaterThanOrEqual(200);
    const [spread] = await rows<{
      oldest: string;
      newest: string;
      recent: number | string;
      changes: number | string;
    }>(
      db,
      sql`select min(created_at)::text as oldest, max(created_at)::text as newest,
                 count(*) filter (where created_at > ${AS_OF.toISOString()}::timestamptz - interval '7 days') as recent,
                 count(*) filter (where has_service_changes) as changes
          from customer_profiles where uid like 'seed-resident-%'`,
    );
    expect(spread!.oldest < '2026-01-01').toBe(true);
    expect(spread!.newest <= AS_OF.toISOString().replace('T', ' ')).toBe(true);
    expect(Number(spread!.recent)).toBeGreaterThan(0);
    expect(Number(spread!.changes)).toBeGreaterThan(20);
  });

  it('keeps sites free for registration', async () => {
    const taken = await count(
      db,
      sql`select count(*) as n from customer_profiles where cm04_site ~ '^[0-9]+$' and cm04_site::bigint % 10 = 0`,
    );
    expect(taken).toBe(0);
    const free = demoRegistrationSites();
    expect(free.length).toBeGreaterThan(50);
    const [first] = free;
    expect(
      await count(
        db,
        sql`select count(*) as n from bo_sites where source = ${first!.source} and cm04_cust = ${first!.cm04Cust} and cm04_site = ${first!.cm04Site} and cm04_email = ${first!.cm04Email}`,
      ),
    ).toBe(1);
  });

  it('has ZIP codes being onboarded: free sites that no portal lists, registering on the default portal', async () => {
    expect(ONBOARDING_ZIPS.length).toBeGreaterThanOrEqual(4);
    for (const zip of ONBOARDING_ZIPS) {
      expect(
        await count(db, sql`select count(*) as n from portal_setups where ${zip} = any(zip_codes)`),
        zip,
      ).toBe(0);
      expect(
        await count(
          db,
          sql`select count(*) as n from bo_sites where cm04_pzip = ${zip} and cm04_stat = 'IL'`,
        ),
      ).toBe(ONBOARDING_SITES_PER_ZIP);
      expect(
        await count(
          db,
          sql`select count(*) as n from bo_sites where cm04_pzip = ${zip} and cm04_email is not null`,
        ),
      ).toBeGreaterThanOrEqual(3);
      expect(
        await count(
          db,
          sql`select count(*) as n from customer_profiles c join bo_sites s
              on s.source = c.source and s.cm04_cust = c.cm04_cust and s.cm04_site = c.cm04_site
              where s.cm04_pzip = ${zip}`,
        ),
      ).toBe(0);
      // until a portal claims the ZIP, registration there falls back to the default portal
      expect(await findPortalForZip(db, zip)).toBe(DEMO_FALLBACK_PORTAL_ID);
    }
  });

  it('stores content for every portal with local images and enough FAQ items', async () => {
    const content = await rows<{
      portal_id: string;
      home: Record<string, unknown>;
      faq: { items: unknown[] };
      stickers: { locations: unknown[] };
    }>(db, sql`select portal_id, home, faq, stickers from portal_content`);
    expect(content).toHaveLength(5);
    for (const row of content) {
      expect(row.faq.items.length).toBeGreaterThanOrEqual(6);
      const thumb = row.home.HomePage_ServiceMapThumbNail as {
        thumbnail_width: number;
        image: { url: string; formats: { thumbnail: { url: string } } };
      };
      expect(thumb.thumbnail_width).toBe(250);
      expect(thumb.image.url.startsWith('/demo/')).toBe(true);
      expect(thumb.image.formats.thumbnail.url.startsWith('/demo/')).toBe(true);
    }
    const lakeBluff = content.find((c) => c.portal_id === DEMO_PORTAL_IDS.lakeBluff)!;
    expect(lakeBluff.stickers.locations.length).toBeGreaterThan(0);
    expect(Array.isArray(lakeBluff.home.HomePage_MainContent)).toBe(true);
    expect(Array.isArray(lakeBluff.home.HomePage_CallOutBoxes)).toBe(true);
  });

  it('stores content the content schemas read without losing anything', async () => {
    const content = await rows<Record<TContentKind, unknown> & { portal_id: string }>(
      db,
      sql`select portal_id, home, support, faq, services, stickers from portal_content`,
    );
    for (const row of content) {
      for (const kind of CONTENT_KINDS) {
        const parsed = CONTENT_SCHEMAS[kind].safeParse(row[kind]);
        expect(parsed.success, `${row.portal_id} ${kind}`).toBe(true);
      }
      const stickers = CONTENT_SCHEMAS.stickers.parse(row.stickers);
      expect(stickers.locations.every((l) => l.Embed_URL.startsWith('https://www.openstreetmap.org/'))).toBe(
        true,
      );
      const support = CONTENT_SCHEMAS.support.parse(row.support);
      expect(support.dropOffLocations.every((d) => d.mapUrl !== '' && d.hours.length > 0)).toBe(true);
    }
  });

  describe('seedLoadCustomers', () => {
    it('adds profiles on real residential sites, continuing the numbering on a second run', async () => {
      const first = await seedLoadCustomers(database, { count: 1_200, batchSize: 500, asOf: AS_OF });
      expect(first).toMatchObject({ inserted: 1_200, firstNumber: 1, lastNumber: 1_200 });
      const second = await seedLoadCustomers(database, { count: 300, batchSize: 500, asOf: AS_OF });
      expect(second).toMatchObject({ firstNumber: 1_201, lastNumber: 1_500 });

      expect(await count(db, sql`select count(*) as n from customer_profiles where uid like 'load-%'`)).toBe(
        1_500,
      );
      expect(
        await count(
          db,
          sql`select count(distinct lower(email)) as n from customer_profiles where uid like 'load-%'`,
        ),
      ).toBe(1_500);
      const orphans = await count(
        db,
        sql`select count(*) as n from customer_profiles c
            where c.uid like 'load-%' and not exists (
              select 1 from bo_sites s join portal_setups p on s.cm04_pzip = any(p.zip_codes)
              where s.source = c.source and s.cm04_cust = c.cm04_cust and s.cm04_site = c.cm04_site
                and p.id = c.default_services_id and p.portal_type = 'residential')`,
      );
      expect(orphans).toBe(0);
      expect(
        await count(
          db,
          sql`select count(*) as n from customer_profiles where uid like 'load-%' and cm04_site::bigint % 10 = 0`,
        ),
      ).toBe(0);
      // Varied data for the dashboard.
      expect(
        await count(
          db,
          sql`select count(distinct default_services_id) as n from customer_profiles where uid like 'load-%'`,
        ),
      ).toBe(4);
      expect(
        await count(
          db,
          sql`select count(*) as n from customer_profiles where uid like 'load-%' and has_service_changes`,
        ),
      ).toBeGreaterThan(100);
      expect(
        await count(
          db,
          sql`select count(*) as n from customer_profiles where uid like 'load-%' and has_additional_services`,
        ),
      ).toBeGreaterThan(20);
      expect(
        await count(
          db,
          sql`select count(*) as n from customer_profiles where uid like 'load-%' and residence_type = 'multiFamily'`,
        ),
      ).toBeGreaterThan(0);
    }, 60_000);
  });
});
