/**
 * A delivery-report load portal (issue 13): one residential portal setup with N customer profiles and
 * M back-office sites of its routing customer, so the delivery report (spec 03 §2.11, §5) can be
 * measured at a hundred thousand of each.
 *
 * Everything is generated inside the database (INSERT … SELECT FROM generate_series, one statement
 * per batch) from the row number with multiplicative hashing, so the same N and M give the same rows:
 *
 * - Sites 1…M (site id = the number) of routing customer 41000 in source TRUX_LC_COMP_RAW, each at a
 *   distinct street address in six Lake County ZIP codes no demo portal serves. Services per site:
 *   trash (RG; 64, 96 or 35 gallons; 2–6 carts at a multi-family building), an extra trash cart at
 *   9 % of houses, recycling (RR; 96, sometimes 64), yard waste (RY) at 75 %. Each site's row and its
 *   services are one statement, so a run stopped half-way leaves whole sites.
 * - Profiles 1…N at site 1 + hash(n) mod M: about 63 % of the sites have a profile (some two or
 *   more: later owners, apartments), the other ~37 % show as TRUX rows in the report. Created over the
 *   year before `asOf`. Requested changes: a quarter ask for another trash size (half of them larger
 *   than the default 64: "WANTS LARGER"), a tenth for an extra trash cart ("EXTRA ON SITE"), some for
 *   recycling, and 15 % answer the yard-waste subscription (a third of them "no": "SUB YW").
 *
 * Running it again with the same or a larger N and M only adds what is missing.
 */
import { setupIndexColumns, ZPortalSetup, type TPortalSetup } from '../../../domain/portal-setup';
import type { Database } from '../client';
import { buildDemoPortalSetups } from './demo-portals';
import { DEMO_PORTAL_IDS } from './demo-ids';
import { INSERT_CUSTOMER_PROFILES, insertInBatches, scalar, setTrigramFastUpdate } from './bulk-load';
import { FIRST_NAMES, LAST_NAMES, MUNICIPALITY_AREAS } from './geography';

export const DELIVERY_PORTAL = {
  id: 'load-delivery-portal',
  title: 'Lake County Load Test',
  routingCustomer: '41000',
  source: 'TRUX_LC_COMP_RAW',
} as const;

/** ZIP codes (real, in Lake County IL) that no demo portal serves, with their collection day. */
const AREAS = [
  { zip: '60085', city: 'WAUKEGAN', day: 'MON' },
  { zip: '60087', city: 'WAUKEGAN', day: 'TUE' },
  { zip: '60099', city: 'ZION', day: 'WED' },
  { zip: '60030', city: 'GRAYSLAKE', day: 'THU' },
  { zip: '60046', city: 'LAKE VILLA', day: 'FRI' },
  { zip: '60073', city: 'ROUND LAKE', day: 'MON' },
] as const;

/** Every demo street name once (upper case "NAME TYPE", some with a direction). */
const STREETS = [...new Set(MUNICIPALITY_AREAS.flatMap((a) => a.zips.flatMap((z) => z.streets)))];

export interface DeliveryPortalOptions {
  /** Customer profiles in the portal. */
  customers: number;
  /** Back-office sites of its routing customer (defaults to `customers`). */
  sites?: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Profiles are created over the year before this moment. */
  asOf?: Date;
  onProgress?: (progress: {
    what: 'sites' | 'profiles';
    inserted: number;
    total: number;
    elapsedMs: number;
  }) => void;
}

export interface DeliveryPortalResult {
  portalId: string;
  sitesAdded: number;
  profilesAdded: number;
  sites: number;
  profiles: number;
  services: number;
  elapsedMs: number;
}

/** The load portal's setup: the first demo portal's, with trash 64 by default (96 and 35 also offered). */
export function deliveryPortalSetup(ratesYear: number): TPortalSetup {
  const base = buildDemoPortalSetups(ratesYear).find((s) => s.id === DEMO_PORTAL_IDS.lakeBluff)!;
  return ZPortalSetup.parse({
    ...base,
    id: DELIVERY_PORTAL.id,
    portalTitle: DELIVERY_PORTAL.title,
    isDefault: false,
    searchZipCodes: AREAS.map((a) => a.zip),
    defaultRoutingCustomerID: DELIVERY_PORTAL.routingCustomer,
    defaultServiceCustomerID: String(Number(DELIVERY_PORTAL.routingCustomer) + 1),
    defaultSourceDatabase: DELIVERY_PORTAL.source,
    defaultSourceSystem: 'TRUX',
    defaultTrashService: {
      ...base.defaultTrashService,
      CM05_SIZE: 64,
      CM05_RATE: 25.26,
      alsoAvailable: [
        { size: 96, rate: 26.52, additionalCartRate: 5 },
        { size: 35, rate: 24, additionalCartRate: 5 },
      ],
    },
  });
}

// The hashes of a row number (Knuth's multiplicative constants, different moduli), as SQL over `n`.
const HASHES = `(n * 2654435761) % 4294967291 as h1, (n * 40503 + 7) % 1000003 as h2,
  (n * 2246822519) % 2147483647 as h3, (n * 3266489917) % 999983 as h4`;

/**
 * A site's place from its number `n` (with h1…h4): street $3[…] (a street is in one ZIP), a house
 * number unique on that street, the ZIP's city and collection day, 6 % multi-family buildings.
 */
const SITE_PLACE = `
  select n, h1, h2, h3, h4,
         street_idx,
         (($5::text[])[1 + street_idx % array_length($5::text[], 1)]) as zip,
         (($6::text[])[1 + street_idx % array_length($6::text[], 1)]) as city,
         (($7::text[])[1 + street_idx % array_length($7::text[], 1)]) as day,
         (((n - 1) / array_length($3::text[], 1)) * 4 + 3 + h2 % 3)::text || ' ' || ($3::text[])[1 + street_idx] as add2,
         h4 % 100 < 6 as multi
  from (
    select g.n, ${HASHES}, ((g.n - 1) % array_length($3::text[], 1))::int as street_idx
    from generate_series($1::bigint, $2::bigint) as g(n)
  ) hashed`;

/**
 * Sites $1…$2 with their services, in one statement. $3 streets, $4 [source, customer], $5 ZIPs,
 * $6 cities, $7 days (by ZIP), $8 first names, $9 last names.
 */
const INSERT_SITES_SQL = `
with place as (${SITE_PLACE}),
new_sites as (
  insert into bo_sites (source, cm04_cust, cm04_site, cm04_name, cm04_add2, cm04_city, cm04_stat, cm04_pzip,
                        cm04_email, cm04_phon, multi_family)
  select ($4::text[])[1], ($4::text[])[2], p.n::text,
         case when p.multi then regexp_replace(($3::text[])[1 + p.street_idx], ' [A-Z]+$', '') || ' CONDO ASSN'
              else upper(($8::text[])[1 + p.h1 % array_length($8::text[], 1)] || ' ' || ($9::text[])[1 + p.h3 % array_length($9::text[], 1)]) end,
         p.add2, p.city, 'IL', p.zip,
         null,
         case when p.h2 % 10 < 7 then '847555' || lpad((100 + p.h4 % 100)::text, 4, '0') end,
         p.multi
  from place p
  on conflict do nothing
  returning cm04_site
)
insert into bo_services (source, cm05_cust, cm05_site, cm05_serv, cm05_type, cm05_size, cm05_qty, cm05_rate,
                         total_rate, cm05_sdte, service_day_of_week, cm05_cycl, cm05_uom, cm05_ctg)
select ($4::text[])[1], ($4::text[])[2], p.n::text, v.serv, v.type, v.size, v.qty, v.rate, v.rate * v.qty,
       date '2014-03-01' + (p.h1 % 4300)::int,
       case when p.multi then p.day || ',' || (array['THU', 'FRI', 'MON', 'TUE', 'WED'])[1 + p.n % 5] else p.day end,
       '1.00', 'GA', v.ctg
from place p
join new_sites s on s.cm04_site = p.n::text
cross join lateral (values
  (1, 'RG', (array[64, 64, 64, 96, 96, 35])[1 + p.h2 % 6]::numeric, case when p.multi then 2 + p.h3 % 5 else 1 end, 25.26::numeric, 'CL', true),
  (1, 'RG', (array[64, 96, 35])[1 + p.h4 % 3]::numeric, 1, 5.00::numeric, 'CL', not p.multi and p.h3 % 100 < 9),
  (2, 'RR', case when p.h4 % 10 = 0 then 64 else 96 end::numeric, case when p.multi then 2 + p.h3 % 5 else 1 end, 0::numeric, 'CL', true),
  (3, 'RY', case when p.h1 % 7 = 0 then 64 else 95 end::numeric, 1, 18.50::numeric, 'SE', p.h2 % 100 < 75)
) as v(serv, type, size, qty, rate, ctg, keep)
where v.keep
`;

/**
 * Profiles $1…$2 (uid dlp-N) at site 1 + h3 mod $3. $4 [source, customer, portal id], $5 first names,
 * $6 last names, $7 "now", $8 the portal's trash default (json), $9 recycling default (json).
 */
const INSERT_PROFILES_SQL = `
with numbered as (
  select g.n, ${HASHES} from generate_series($1::bigint, $2::bigint) as g(n)
),
picked as (
  select x.*, s.cm04_site, s.cm04_add2, s.cm04_city, s.cm04_stat, s.cm04_pzip, s.multi_family,
         ($5::text[])[1 + x.h2 % array_length($5::text[], 1)] as first_name,
         ($6::text[])[1 + x.h3 % array_length($6::text[], 1)] as last_name,
         (select sv.service_day_of_week from bo_services sv
           where sv.source = s.source and sv.cm05_cust = s.cm04_cust and sv.cm05_site = s.cm04_site
           order by sv.cm05_serv, sv.id limit 1) as service_day
  from numbered x
  join bo_sites s on s.source = ($4::text[])[1] and s.cm04_cust = ($4::text[])[2]
                 and s.cm04_site = (1 + x.h3 % $3::bigint)::text
),
changed as (
  select p.*,
    -- trash: 12 % ask for 96 (larger than the default 64), 13 % for 35; 10 % an extra cart
    case when p.h1 % 100 < 25 or p.h2 % 100 < 10 then jsonb_build_object('trash',
      case when p.h1 % 100 < 25 then jsonb_build_object('changedDefaults', $8::jsonb || jsonb_build_object(
             'CM05_SIZE', case when p.h1 % 100 < 12 then 96 else 35 end,
             'CM05_RATE', case when p.h1 % 100 < 12 then 26.52 else 24 end)) else '{}'::jsonb end
      || jsonb_build_object('additional', case when p.h2 % 100 < 10 then jsonb_build_array(jsonb_build_object(
             'CM05_TYPE', 'RG', 'CM05_SIZE', 64, 'CM05_QTY', 1 + p.h4 % 2, 'CM05_RATE', 25.26,
             'additionalCartRate', 5, 'customerOwned', false, 'billingFrequency', 'monthly'))
           else '[]'::jsonb end))
    else '{}'::jsonb end
    -- recycling: 5 % a 64-gallon cart instead of 96, 8 % an extra cart
    || case when p.h3 % 100 < 5 or p.h4 % 100 < 8 then jsonb_build_object('recycling',
      case when p.h3 % 100 < 5 then jsonb_build_object('changedDefaults', $9::jsonb || jsonb_build_object('CM05_SIZE', 64))
           else '{}'::jsonb end
      || jsonb_build_object('additional', case when p.h4 % 100 < 8 then jsonb_build_array(jsonb_build_object(
             'CM05_TYPE', 'RR', 'CM05_SIZE', 96, 'CM05_QTY', 1, 'CM05_RATE', 0, 'additionalCartRate', 0,
             'customerOwned', true, 'billingFrequency', 'monthly'))
           else '[]'::jsonb end))
    else '{}'::jsonb end
    -- yard waste: 15 % answer the subscription question, a third of them no
    || case when p.h2 % 100 >= 85 then jsonb_build_object('yardwaste',
      jsonb_build_object('subscription', p.h4 % 3 <> 0, 'additional', '[]'::jsonb))
    else '{}'::jsonb end as changes
  from picked p
)
${INSERT_CUSTOMER_PROFILES}
select
  'dlp-' || c.n, 'CustomerProfile', ($4::text[])[3], 'dlp-' || c.n || '@example.test',
  (array['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.'])[1 + c.h2 % 5],
  c.first_name, c.last_name, c.first_name || ' ' || c.last_name,
  (array['Mobile', 'Mobile', 'Home', 'Work'])[1 + c.h4 % 4],
  '(847) 555-01' || lpad((c.n % 100)::text, 2, '0'),
  c.cm04_pzip,
  jsonb_build_object(
    'CM04_CUST', ($4::text[])[2], 'CM04_SITE', c.cm04_site, 'SOURCE', ($4::text[])[1], 'CM04_ADD2', c.cm04_add2,
    'CM04_CITY', c.cm04_city, 'CM04_STAT', c.cm04_stat, 'CM04_PZIP', c.cm04_pzip, 'SERVICEDAY', coalesce(c.service_day, ''),
    'residenceType', case when c.multi_family then 'multiFamily' else 'singleFamily' end,
    'aptUnit', case when c.multi_family then (1 + c.h4 % 4)::text || (array['A', 'B', 'C', 'D'])[1 + c.h2 % 4] else '' end,
    'ownerOrRenter', case when c.h4 % 5 = 0 then 'renter' else 'owner' end, 'hoa', c.h2 % 10 = 0
  ),
  ($4::text[])[2], c.cm04_site, ($4::text[])[1], c.cm04_add2, c.cm04_city,
  case when c.multi_family then 'multiFamily' else 'singleFamily' end,
  case when c.multi_family then (1 + c.h4 % 4)::text || (array['A', 'B', 'C', 'D'])[1 + c.h2 % 4] end,
  (array['["Email"]', '["Phone"]', '["Text"]', '["Email","Text"]'])[1 + c.h3 % 4]::jsonb,
  c.h1 % 10 < 7, c.h2 % 20 < 17, c.h4 % 10 < 6,
  case when c.h1 % 7 = 0 then 'google' else 'email' end, c.h1 % 7 = 0, true,
  c.changes,
  c.changes <> '{}'::jsonb,
  coalesce(jsonb_array_length(c.changes -> 'trash' -> 'additional'), 0)
    + coalesce(jsonb_array_length(c.changes -> 'recycling' -> 'additional'), 0) > 0,
  $7::timestamptz - make_interval(mins => (c.h1 % 525600)::int),
  $7::timestamptz - make_interval(mins => (c.h1 % 525600)::int)
from changed c
on conflict do nothing
`;

/**
 * Makes the load portal hold `customers` profiles and `sites` back-office sites (adds what is
 * missing). Needs the demo hauler (its first portal's setup is the template); the portal setup row
 * is created on the first run.
 */
export async function seedDeliveryPortal(
  database: Database,
  options: DeliveryPortalOptions,
): Promise<DeliveryPortalResult> {
  const started = performance.now();
  const customers = options.customers;
  const siteCount = options.sites ?? customers;
  if (siteCount < 1 && customers > 0) throw new Error('Profiles need at least one site to live at.');
  const batchSize = Math.max(1, options.batchSize ?? 50_000);
  const asOf = options.asOf ?? new Date();
  const { id, routingCustomer, source } = DELIVERY_PORTAL;
  const setup = deliveryPortalSetup(asOf.getUTCFullYear());

  const exists = await scalar(database, 'select count(*) from portal_setups where id = $1', [id]);
  if (exists === 0) {
    const columns = setupIndexColumns(setup);
    await database.executor.executeSql(
      `insert into portal_setups (id, portal_type, portal_title, zip_codes, customer_id, business_code, billing_cycle,
         service_category, service_week_code, is_default, setup, created_by, updated_by)
       values ($1, $2, $3, $4::text[], $5, $6, $7, $8, $9, $10, $11::jsonb, 'seed', 'seed')`,
      [
        id,
        columns.portalType,
        columns.portalTitle,
        columns.zipCodes,
        columns.customerId,
        columns.businessCode,
        columns.billingCycle,
        columns.serviceCategory,
        columns.serviceWeekCode,
        columns.isDefault,
        JSON.stringify(setup),
      ],
    );
  }

  // Sites: numbered 1…M, so the ones present are 1…(count) unless an earlier run was stopped.
  const sitesBefore = await scalar(
    database,
    'select count(*) from bo_sites where source = $1 and cm04_cust = $2',
    [source, routingCustomer],
  );
  const sitesAdded = await insertInBatches(
    sitesBefore + 1,
    siteCount,
    batchSize,
    (from, to) =>
      database.executor.executeSql(INSERT_SITES_SQL, [
        from,
        to,
        STREETS,
        [source, routingCustomer],
        AREAS.map((a) => a.zip),
        AREAS.map((a) => a.city),
        AREAS.map((a) => a.day),
        [...FIRST_NAMES],
        [...LAST_NAMES],
      ]),
    (inserted) =>
      options.onProgress?.({
        what: 'sites',
        inserted,
        total: siteCount - sitesBefore,
        elapsedMs: performance.now() - started,
      }),
  );
  const sites = Math.max(siteCount, sitesBefore);

  const profilesBefore = await scalar(
    database,
    'select count(*) from customer_profiles where default_services_id = $1',
    [id],
  );
  let profilesAdded = 0;
  await setTrigramFastUpdate(database, true);
  try {
    profilesAdded = await insertInBatches(
      profilesBefore + 1,
      customers,
      batchSize,
      (from, to) =>
        database.executor.executeSql(INSERT_PROFILES_SQL, [
          from,
          to,
          siteCount,
          [source, routingCustomer, id],
          [...FIRST_NAMES],
          [...LAST_NAMES],
          asOf.toISOString(),
          JSON.stringify(setup.defaultTrashService),
          JSON.stringify(setup.defaultRecyclingService),
        ]),
      (inserted) =>
        options.onProgress?.({
          what: 'profiles',
          inserted,
          total: customers - profilesBefore,
          elapsedMs: performance.now() - started,
        }),
    );
  } finally {
    await setTrigramFastUpdate(database, false);
  }
  for (const table of ['bo_sites', 'bo_services', 'customer_profiles'])
    await database.executor.executeSql(`analyze ${table}`, []);

  return {
    portalId: id,
    sitesAdded,
    profilesAdded,
    sites,
    profiles: await scalar(
      database,
      'select count(*) from customer_profiles where default_services_id = $1',
      [id],
    ),
    services: await scalar(
      database,
      'select count(*) from bo_services where source = $1 and cm05_cust = $2',
      [source, routingCustomer],
    ),
    elapsedMs: performance.now() - started,
  };
}
