/**
 * The Services area's data access: the customer's profile with their portal setup, requested service
 * changes, and the service_requests outbox. Every function takes the database or the transaction it
 * runs in (PGlite is one connection: inside a transaction, pass the transaction down).
 */
import { and, desc, eq, gt, ne, sql, type Placeholder } from 'drizzle-orm';
import { ZPortalSetup, type TPortalSetup } from '../../../domain/portal-setup';
import {
  ZServiceChanges,
  ZServiceTypeChanges,
  ZYardwasteChanges,
  SERVICE_TYPES,
  type TServiceChanges,
} from '../../../domain/services/service-changes';
import type { DbOrTx } from '../../db/client';
import { findRowBy } from '../../db/rows';
import { customerProfiles, portalSetups, serviceChangeRequests, serviceRequests } from '../../db/schema';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type ServiceChangeRequestRow = typeof serviceChangeRequests.$inferSelect;

export interface ServiceAddress {
  source: string;
  cust: string;
  site: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** Who a customer profile is and how to reach them (the Services and My Services pages both read it). */
export interface CustomerIdentity {
  uid: string;
  entryType: 'CustomerProfile' | 'EnterpriseCustomerProfile';
  email: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  phoneNumber: string;
  organizationName: string | null;
}

export function customerIdentityOf(profile: typeof customerProfiles.$inferSelect): CustomerIdentity {
  return {
    uid: profile.uid,
    entryType: profile.entryType,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    displayName: profile.displayName,
    phoneNumber: profile.phoneNumber,
    organizationName: profile.organizationName,
  };
}

export interface ServicesCustomer extends CustomerIdentity {
  /** The portal setup the profile names; null when it names none (then `setup` is the default portal). */
  defaultServicesId: string | null;
  /** Null when the profile has no service address (customer and site). */
  address: ServiceAddress | null;
  aptUnit: string | null;
  serviceChanges: TServiceChanges;
  /** Raw selectedCustomers (enterprise), validated by the caller. */
  selectedCustomers: unknown;
  /** The customer's portal setup; the default portal when theirs is missing. Null only without any portal. */
  setup: TPortalSetup | null;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value).trim();

/**
 * Reads stored serviceChanges. Older or hand-edited records may hold a broken service type: that type
 * is dropped rather than failing the whole page.
 */
export function readServiceChanges(value: unknown): TServiceChanges {
  const whole = ZServiceChanges.safeParse(value ?? {});
  if (whole.success) return whole.data;
  const out: TServiceChanges = {};
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  for (const type of SERVICE_TYPES) {
    const schema = type === 'yardwaste' ? ZYardwasteChanges : ZServiceTypeChanges;
    const parsed = schema.safeParse(record[type]);
    if (parsed.success && record[type] !== undefined) out[type] = parsed.data;
  }
  return out;
}

/**
 * Portal setups read as the stored JSON text, parsed and validated once per distinct text: every
 * Services request reads the customer's setup, and validating the whole setup each time cost more than
 * the query. A changed setup is a different text, so the cache never serves an old one.
 */
const parsedSetups = new Map<string, TPortalSetup | null>();
const PARSED_SETUPS_MAX = 200;

export function readSetupText(stored: string): TPortalSetup | null {
  const known = parsedSetups.get(stored);
  if (known !== undefined) return known;
  let setup: TPortalSetup | null = null;
  try {
    const parsed = ZPortalSetup.safeParse(JSON.parse(stored));
    // shared by every request that reads this setup: frozen, so no caller can change it for the others
    setup = parsed.success ? deepFreeze(parsed.data) : null;
  } catch {
    setup = null;
  }
  if (parsedSetups.size >= PARSED_SETUPS_MAX) parsedSetups.clear();
  parsedSetups.set(stored, setup);
  return setup;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const setupText = sql<string | null>`${portalSetups.setup}::text`;

const profileWithSetup = (db: DbOrTx, uid: string | Placeholder) =>
  db
    .select({ profile: customerProfiles, setup: setupText })
    .from(customerProfiles)
    .leftJoin(portalSetups, eq(portalSetups.id, customerProfiles.defaultServicesId))
    .where(eq(customerProfiles.uid, uid))
    .limit(1);

/**
 * The Services read runs on every Services request: built once per database handle (Drizzle's query
 * building cost more than the query) and, on PostgreSQL, a named statement each connection plans once.
 */
const preparedByDb = new WeakMap<DbOrTx, ReturnType<typeof prepareProfileWithSetup>>();
const prepareProfileWithSetup = (db: DbOrTx) =>
  profileWithSetup(db, sql.placeholder('uid')).prepare('services_profile_with_setup');
function preparedProfileWithSetup(db: DbOrTx) {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareProfileWithSetup(db);
    preparedByDb.set(db, prepared);
  }
  return prepared;
}

/**
 * A profile's back-office site keys: the indexed columns, else the stored selected address; null
 * without a customer and site. The Services area and the reminder run read sites the same way.
 */
export function serviceSiteOf(p: {
  cm04Cust: string | null;
  cm04Site: string | null;
  source: string | null;
  selectedAddress: Record<string, unknown> | null;
}): { source: string; customer: string; site: string } | null {
  const selected = p.selectedAddress ?? {};
  const customer = p.cm04Cust ?? text(selected.CM04_CUST);
  const site = p.cm04Site ?? text(selected.CM04_SITE);
  return customer && site ? { source: p.source ?? text(selected.SOURCE), customer, site } : null;
}

/** The signed-in customer with everything the Services area reads. `forUpdate` locks the profile row. */
export async function findServicesCustomer(
  db: DbOrTx,
  uid: string,
  options: { forUpdate?: boolean } = {},
): Promise<ServicesCustomer | null> {
  const [row] = options.forUpdate
    ? await profileWithSetup(db, uid).for('update', { of: customerProfiles })
    : await preparedProfileWithSetup(db).execute({ uid });
  if (!row) return null;
  const p = row.profile;
  let setup = row.setup ? readSetupText(row.setup) : null;
  if (!setup) {
    const [fallback] = await db
      .select({ setup: setupText })
      .from(portalSetups)
      .where(and(eq(portalSetups.isDefault, true), eq(portalSetups.portalType, 'residential')))
      .limit(1);
    setup = fallback?.setup ? readSetupText(fallback.setup) : null;
  }
  const selected = (p.selectedAddress ?? {}) as Record<string, unknown>;
  const keys = serviceSiteOf(p);
  const address: ServiceAddress | null = keys
    ? {
        source: keys.source,
        cust: keys.customer,
        site: keys.site,
        street: p.street ?? text(selected.CM04_ADD2),
        city: p.city ?? text(selected.CM04_CITY),
        state: text(selected.CM04_STAT),
        zip: p.zipCode ?? text(selected.CM04_PZIP),
      }
    : null;
  return {
    ...customerIdentityOf(p),
    defaultServicesId: p.defaultServicesId,
    address,
    aptUnit: p.aptUnit,
    serviceChanges: readServiceChanges(p.serviceChanges),
    selectedCustomers: p.selectedCustomers,
    setup,
  };
}

/** Saves serviceChanges and keeps the two indexed flags in step with it. */
export async function saveServiceChanges(
  db: DbOrTx,
  uid: string,
  changes: TServiceChanges,
  now: Date,
): Promise<void> {
  const entries = Object.values(changes).filter((c) => c !== undefined);
  await db
    .update(customerProfiles)
    .set({
      serviceChanges: changes as Record<string, unknown>,
      hasServiceChanges: entries.length > 0,
      hasAdditionalServices: entries.some((c) => c.additional.length > 0),
      updatedAt: now,
    })
    .where(eq(customerProfiles.uid, uid));
}

/** Inserts the request; without a portalId it names the customer's portal (their defaultServicesId). */
export async function insertServiceRequest(
  db: DbOrTx,
  row: typeof serviceRequests.$inferInsert,
): Promise<void> {
  await db.insert(serviceRequests).values({
    ...row,
    portalId:
      row.portalId ??
      sql`(select ${customerProfiles.defaultServicesId} from ${customerProfiles} where ${customerProfiles.uid} = ${row.uid})`,
  });
}

export async function getServiceRequest(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ServiceRequestRow | null> {
  return findRowBy(db, serviceRequests, serviceRequests.id, id, options.forUpdate);
}

/** A failed request back to queued, for its new job (staff re-send). */
export async function requeueServiceRequest(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(serviceRequests)
    .set({ status: 'queued' })
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.status, 'failed')));
}

/**
 * Ids of the requests still queued, `limit` at a time after `afterId` (keyset on the id; the status
 * index finds them, and there are few): the outbox check looks for those with no job behind them.
 */
export async function findQueuedServiceRequestIds(
  db: DbOrTx,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(
      and(
        eq(serviceRequests.status, 'queued'),
        afterId === null ? undefined : gt(serviceRequests.id, afterId),
      ),
    )
    .orderBy(serviceRequests.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Records the IssueID; false when the request was already marked filed (by the other delivery path). */
export async function markServiceRequestFiled(
  db: DbOrTx,
  id: string,
  issueId: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(serviceRequests)
    .set({ status: 'filed', issueId, filedAt: now, lastError: null })
    .where(and(eq(serviceRequests.id, id), ne(serviceRequests.status, 'filed')))
    .returning({ id: serviceRequests.id });
  return updated.length > 0;
}

/** Counts a failed delivery; `final` marks the request failed (its job has no retries left). */
export async function recordServiceRequestFailure(
  db: DbOrTx,
  id: string,
  error: string,
  final: boolean,
): Promise<void> {
  const row = await getServiceRequest(db, id);
  if (!row || row.status === 'filed') return;
  await db
    .update(serviceRequests)
    .set({
      attempts: row.attempts + 1,
      lastError: error.slice(0, 500),
      ...(final ? { status: 'failed' as const } : {}),
    })
    .where(and(eq(serviceRequests.id, id), ne(serviceRequests.status, 'filed')));
}

/**
 * Marks a request that is still queued as failed (its job gave up); a filed one stays filed. True when
 * this call marked it.
 */
export async function markServiceRequestFailed(db: DbOrTx, id: string, error: string): Promise<boolean> {
  const updated = await db
    .update(serviceRequests)
    .set({ status: 'failed', lastError: error.slice(0, 500) })
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.status, 'queued')))
    .returning({ id: serviceRequests.id });
  return updated.length > 0;
}

export async function findRecentServiceRequests(
  db: DbOrTx,
  uid: string,
  limit: number,
): Promise<ServiceRequestRow[]> {
  return db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.uid, uid))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(limit);
}

/** Records a Change Service or Additional Carts request (My Requests lists it). */
export async function insertServiceChangeRequest(
  db: DbOrTx,
  row: typeof serviceChangeRequests.$inferInsert,
): Promise<void> {
  await db.insert(serviceChangeRequests).values(row);
}

export async function findRecentServiceChangeRequests(
  db: DbOrTx,
  uid: string,
  limit: number,
): Promise<ServiceChangeRequestRow[]> {
  return db
    .select()
    .from(serviceChangeRequests)
    .where(eq(serviceChangeRequests.uid, uid))
    .orderBy(desc(serviceChangeRequests.createdAt), desc(serviceChangeRequests.id))
    .limit(limit);
}
