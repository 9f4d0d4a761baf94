/**
 * Adds N synthetic residential profiles for load and scale testing. The rows are generated inside
 * the database (INSERT … SELECT FROM generate_series), one statement per batch, so a million
 * profiles take minutes, not hours. Every field is derived from the row number with multiplicative
 * hashing, so the same N gives the same rows. Profiles point at real back-office sites of the
 * residential portals (never the sites kept free for registration) and at their portal setup.
 */
import type { Database } from '../client';
import { KEPT_FREE_SQL } from './demo-ids';
import { INSERT_CUSTOMER_PROFILES, insertInBatches, scalar, setTrigramFastUpdate } from './bulk-load';
import { FIRST_NAMES, LAST_NAMES } from './geography';

export interface LoadCustomersOptions {
  count: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Profiles are created over the year before this moment. */
  asOf?: Date;
  onProgress?: (progress: { inserted: number; total: number; elapsedMs: number }) => void;
}

export interface LoadCustomersResult {
  inserted: number;
  firstNumber: number;
  lastNumber: number;
  elapsedMs: number;
}

/**
 * $1 first names, $2 last names, $3 first row number, $4 last row number, $5 "now".
 * h1..h4 are independent hashes of n (Knuth's multiplicative constants, different moduli).
 */
const INSERT_BATCH_SQL = `
with sites as (
  select (row_number() over (order by s.source, s.cm04_cust, s.cm04_site))::int - 1 as idx,
         s.source, s.cm04_cust, s.cm04_site, s.cm04_add2, s.cm04_city, s.cm04_stat, s.cm04_pzip, s.multi_family,
         p.id as portal_id, p.setup -> 'defaultTrashService' as trash
  from bo_sites s
  join lateral (
    select ps.id, ps.setup from portal_setups ps
    where ps.portal_type = 'residential' and s.cm04_pzip = any(ps.zip_codes)
    order by ps.id limit 1
  ) p on true
  where not ${KEPT_FREE_SQL}
),
site_count as (select count(*)::int as c from sites),
numbered as (
  select g.n,
         (g.n * 2654435761) % 4294967291 as h1,
         (g.n * 40503 + 7) % 1000003 as h2,
         (g.n * 2246822519) % 2147483647 as h3,
         (g.n * 3266489917) % 999983 as h4
  from generate_series($3::bigint, $4::bigint) as g(n)
)
${INSERT_CUSTOMER_PROFILES}
select
  'load-' || x.n,
  'CustomerProfile',
  x.portal_id,
  'load-' || x.n || '@example.test',
  (array['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.'])[1 + x.h2 % 5],
  x.first_name,
  x.last_name,
  x.first_name || ' ' || x.last_name,
  (array['Mobile', 'Mobile', 'Home', 'Work'])[1 + x.h4 % 4],
  '(' || (array['847', '224', '262', '219'])[1 + x.h3 % 4] || ') 555-01' || lpad((x.n % 100)::text, 2, '0'),
  x.cm04_pzip,
  jsonb_build_object(
    'CM04_CUST', x.cm04_cust, 'CM04_SITE', x.cm04_site, 'SOURCE', x.source, 'CM04_ADD2', x.cm04_add2,
    'CM04_CITY', x.cm04_city, 'CM04_STAT', x.cm04_stat, 'CM04_PZIP', x.cm04_pzip,
    'residenceType', x.residence_type, 'aptUnit', coalesce(x.apt_unit, ''),
    'ownerOrRenter', case when x.h4 % 5 = 0 then 'renter' else 'owner' end, 'hoa', x.h2 % 10 = 0
  ),
  x.cm04_cust, x.cm04_site, x.source, x.cm04_add2, x.cm04_city,
  x.residence_type, x.apt_unit,
  (array['["Email"]', '["Phone"]', '["Text"]', '["Email","Text"]', '["Email","Phone","Text"]'])[1 + x.h3 % 5]::jsonb,
  x.h1 % 10 < 7,
  x.h2 % 20 < 17,
  x.h4 % 10 < 6,
  case when x.h1 % 7 = 0 then 'google' else 'email' end,
  x.h1 % 7 = 0,
  true,
  x.changes,
  x.changes <> '{}'::jsonb,
  x.has_additional,
  $5::timestamptz - make_interval(mins => (x.h1 % 525600)::int),
  $5::timestamptz - make_interval(mins => (x.h1 % 525600)::int)
from (
  select n.n, n.h1, n.h2, n.h3, n.h4, s.*,
         ($1::text[])[1 + n.h2 % array_length($1::text[], 1)] as first_name,
         ($2::text[])[1 + n.h3 % array_length($2::text[], 1)] as last_name,
         case when s.multi_family then 'multiFamily' else 'singleFamily' end as residence_type,
         case when s.multi_family then (1 + n.h4 % 4)::text || (array['A', 'B', 'C', 'D'])[1 + n.h2 % 4] end as apt_unit,
         -- A quarter ask for another trash size, a tenth for an extra cart.
         case
           when n.h1 % 4 = 0 and s.trash -> 'alsoAvailable' -> 0 is not null then jsonb_build_object('trash', jsonb_build_object(
             'changedDefaults', s.trash || jsonb_build_object(
               'CM05_SIZE', s.trash -> 'alsoAvailable' -> 0 -> 'size', 'CM05_RATE', s.trash -> 'alsoAvailable' -> 0 -> 'rate'),
             'additional', '[]'::jsonb))
           when n.h2 % 10 = 1 then jsonb_build_object('trash', jsonb_build_object(
             'additional', jsonb_build_array(jsonb_build_object(
               'CM05_TYPE', 'RG', 'CM05_SIZE', s.trash -> 'CM05_SIZE', 'CM05_QTY', 1, 'CM05_RATE', s.trash -> 'CM05_RATE',
               'additionalCartRate', s.trash -> 'additionalCartRate', 'customerOwned', false, 'billingFrequency', 'monthly'))))
           else '{}'::jsonb
         end as changes,
         not (n.h1 % 4 = 0 and s.trash -> 'alsoAvailable' -> 0 is not null) and n.h2 % 10 = 1 as has_additional
  from numbered n
  cross join site_count sc
  join sites s on s.idx = n.h3 % sc.c
) x
on conflict do nothing
`;

export async function seedLoadCustomers(
  database: Database,
  options: LoadCustomersOptions,
): Promise<LoadCustomersResult> {
  const batchSize = options.batchSize ?? 50_000;
  const asOf = options.asOf ?? new Date();
  const started = performance.now();
  const sites = await scalar(
    database,
    `select count(*) from bo_sites s join portal_setups ps on ps.portal_type = 'residential' and s.cm04_pzip = any(ps.zip_codes) where not ${KEPT_FREE_SQL}`,
  );
  if (sites === 0)
    throw new Error('No residential back-office sites to attach profiles to; seed the demo first.');
  // Continue numbering after earlier load runs so e-mails stay unique.
  const previous = await scalar(
    database,
    `select coalesce(max(substring(uid from 6)::bigint), 0) from customer_profiles where uid ~ '^load-[0-9]+$'`,
  );
  const firstNumber = previous + 1;
  const lastNumber = previous + options.count;
  let inserted = 0;
  await setTrigramFastUpdate(database, true);
  try {
    inserted = await insertInBatches(
      firstNumber,
      lastNumber,
      batchSize,
      (from, to) =>
        database.executor.executeSql(INSERT_BATCH_SQL, [
          [...FIRST_NAMES],
          [...LAST_NAMES],
          from,
          to,
          asOf.toISOString(),
        ]),
      (done) =>
        options.onProgress?.({
          inserted: done,
          total: options.count,
          elapsedMs: performance.now() - started,
        }),
    );
  } finally {
    await setTrigramFastUpdate(database, false);
  }
  await database.executor.executeSql('analyze customer_profiles', []);
  return { inserted, firstNumber, lastNumber, elapsedMs: performance.now() - started };
}
