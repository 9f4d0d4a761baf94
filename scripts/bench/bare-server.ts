/**
 * The ceiling the bench compares the app with: a bare Fastify server (no plugins, no schemas, no
 * sessions module, no logging) on the same database, running the same SQL as two customer read routes
 * by hand and answering the rows as JSON (compressed like the app's answers). `npm run bench` loads it right after the app's route and
 * reports app/bare: what the app's own work (guards, validation, sealing, serialising) costs.
 */
import compress from '@fastify/compress';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../src/server/db/client';
import { hashToken } from '../../src/server/auth/crypto';
import { sourceVariants } from '../../src/server/ports/back-office/back-office-port';
import { COMPRESSION } from '../../src/server/app';

const ADDRESSES_BY_ZIP = `
  select cm04_add2, cm04_city, cm04_stat, cm04_pzip, cm04_cust, cm04_site, source, cm04_email
  from bo_sites where cm04_pzip = $1
  order by regexp_replace(cm04_add2, '^[0-9]+[A-Z]?\\s*', '') collate "C",
    nullif(substring(cm04_add2 from '^[0-9]+'), '')::bigint nulls last, cm04_add2 collate "C"
  limit 5000`;

const REGISTERED_SITES = `
  select distinct c.i from jsonb_to_recordset($1::jsonb) as c(i int, source text, cust text, site text)
  where exists (
    select 1 from customer_profiles p
    where p.source = c.source and p.cm04_cust = c.cust and p.cm04_site = c.site
      and (p.address_proof is null or p.address_proof not in ('other-email', 'google'))
  )`;

const CUSTOMER_SESSION = `
  select p.uid, p.email from auth_sessions s join customer_profiles p on p.uid = s.uid
  where s.token_hash = $1 and s.kind = 'customer' and s.expires_at > now() limit 1`;

const PROFILE_WITH_SETUP = `
  select p.*, ps.setup::text as setup from customer_profiles p
  left join portal_setups ps on ps.id = p.default_services_id where p.uid = $1 limit 1`;

const SERVICES_OF_SITE = `
  select v.cm05_serv, v.cm05_type, v.cm05_size, v.cm05_qty, v.cm05_rate, v.cm05_sdte,
    v.service_day_of_week, s.cm04_name,
    s.cm04_add2 || ', ' || s.cm04_city || ', ' || s.cm04_stat || ' ' || s.cm04_pzip as site_address,
    v.cm05_site, v.total_rate, v.cm05_cycl, v.source, v.cm05_cust, v.cd07_code
  from bo_services v
  left join bo_sites s on s.source = v.source and s.cm04_cust = v.cm05_cust and s.cm04_site = v.cm05_site
  where v.source = any($1) and v.cm05_cust = $2 and v.cm05_site = $3
  order by v.cm05_serv, v.cm05_sdte, v.id`;

type Row = Record<string, unknown>;

export async function startBareServer(
  database: Database,
): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const query = async (text: string, values: unknown[]) =>
    (await database.executor.executeSql(text, values)).rows as Row[];
  const app = Fastify();
  // the same compression as the app, so that both send the same bytes and the ratio is the app's own cost
  await app.register(compress, COMPRESSION);

  app.get('/bare/addresses', async (request) => {
    const zip = String((request.query as { zip?: string }).zip ?? '');
    const found = await query(ADDRESSES_BY_ZIP, [zip]);
    const candidates = found.flatMap((a, i) =>
      sourceVariants(String(a.source)).map((source) => ({ i, source, cust: a.cm04_cust, site: a.cm04_site })),
    );
    const registered = new Set(
      (await query(REGISTERED_SITES, [JSON.stringify(candidates)])).map((r) => Number(r.i)),
    );
    return { items: found.filter((_, i) => !registered.has(i)) };
  });

  app.get('/bare/services', async (request, reply) => {
    const token = /curbside_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    const [session] = token ? await query(CUSTOMER_SESSION, [hashToken(token)]) : [];
    if (!session) return reply.status(401).send({ message: 'signed out' });
    const [profile] = await query(PROFILE_WITH_SETUP, [session.uid]);
    const records = await query(SERVICES_OF_SITE, [
      sourceVariants(String(profile?.source ?? '')),
      profile?.cm04_cust ?? '',
      profile?.cm04_site ?? '',
    ]);
    return { profile, records };
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}
