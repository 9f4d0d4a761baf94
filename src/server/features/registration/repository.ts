/**
 * Registration's data access. Every function takes the database or the transaction it runs in.
 */
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { findRowBy } from '../../db/rows';
import { auditLog, customerProfiles, emailVerifications, portalSetups, registrations } from '../../db/schema';
import {
  ADDRESS_PROOFS,
  proofStrength,
  type TAddressProof,
} from '../../../domain/registration/address-proof';
import { sourceVariants } from '../../ports/back-office/back-office-port';

export type RegistrationRow = typeof registrations.$inferSelect;
export type EmailVerificationRow = typeof emailVerifications.$inferSelect;

export const stripRaw = (source: string) => source.trim().replace(/_RAW$/i, '').toUpperCase();
const siteKeyString = (source: string, cust: string, site: string) =>
  `${stripRaw(source)}|${cust.trim()}|${site.trim()}`;

/** (source, cust, site) of the given sites, for a where clause on the profiles' site index. */
function siteFilter(sites: ReadonlyArray<{ source: string; cust: string; site: string }>) {
  const sources = [...new Set(sites.flatMap((s) => sourceVariants(s.source)))];
  const custs = [...new Set(sites.map((s) => s.cust.trim()))];
  const siteIds = [...new Set(sites.map((s) => s.site.trim()))];
  // (source, cust, site) leads the profiles' site index
  return and(
    inArray(customerProfiles.source, sources),
    inArray(customerProfiles.cm04Cust, custs),
    inArray(customerProfiles.cm04Site, siteIds),
  );
}

/**
 * The sites among `sites` that already have a customer profile (same customer, site and source; a
 * source with or without _RAW is the same database). With `strongOnly`, a site held only by profiles
 * with weak proof does not count: the address search shows it, so its real owner can register over it.
 */
export async function findRegisteredSites(
  db: DbOrTx,
  sites: ReadonlyArray<{ source: string; cust: string; site: string }>,
  options: { strongOnly?: boolean } = {},
): Promise<Set<string>> {
  const wanted = sites.filter((s) => s.source && s.cust.trim() && s.site.trim());
  if (wanted.length === 0) return new Set();
  // One row per (source variant, cust, site), passed as one JSON parameter so a ZIP of any size is one
  // query. EXISTS stops at the first holder of each site on the profiles' site index: the cost follows
  // the ZIP's addresses, not the number of profiles (three independent IN lists matched every profile
  // of any listed customer: 85,895 rows per search at a million profiles).
  const candidates = wanted.flatMap((s, i) =>
    sourceVariants(s.source).map((source) => ({ i, source, cust: s.cust.trim(), site: s.site.trim() })),
  );
  const weak = ADDRESS_PROOFS.filter((proof) => proofStrength(proof) === 'weak');
  const proofCondition = options.strongOnly
    ? sql`and (p.address_proof is null or p.address_proof not in (${sql.join(
        weak.map((proof) => sql`${proof}`),
        sql`, `,
      )}))`
    : sql``;
  const result = (await db.execute(sql`
    select distinct c.i from jsonb_to_recordset(${JSON.stringify(candidates)}::jsonb)
      as c(i int, source text, cust text, site text)
    where exists (
      select 1 from ${customerProfiles} p
      where p.source = c.source and p.cm04_cust = c.cust and p.cm04_site = c.site ${proofCondition}
    )`)) as unknown as { rows: Array<{ i: number }> };
  return new Set(
    result.rows.map(({ i }) => {
      const s = wanted[Number(i)]!;
      return siteKeyString(s.source, s.cust, s.site);
    }),
  );
}

export interface SiteHolder {
  uid: string;
  email: string;
  firstName: string;
  addressProof: TAddressProof | null;
  street: string | null;
  city: string | null;
  /** The holder's language: the mail that the address moved is written in it. */
  language: string;
  /** Where the holder is texted that someone claims the address (a mobile number only). */
  phoneNumber: string;
  phoneType: string;
}

/**
 * Serialises the submits of one site (across server instances) until the transaction ends, so two
 * registrations cannot both find it free (or both take it over) and create two holders.
 */
export async function lockSite(
  tx: DbOrTx,
  site: { source: string; cust: string; site: string },
): Promise<void> {
  const key = siteKeyString(site.source, site.cust, site.site);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`curbside-registration-site:${key}`}, 0))`,
  );
}

/** The profiles that hold one site (normally one, none or, from older data, a few). */
export async function findSiteHolders(
  db: DbOrTx,
  site: { source: string; cust: string; site: string },
  forUpdate = false,
): Promise<SiteHolder[]> {
  const query = db
    .select({
      uid: customerProfiles.uid,
      email: customerProfiles.email,
      firstName: customerProfiles.firstName,
      addressProof: customerProfiles.addressProof,
      street: customerProfiles.street,
      city: customerProfiles.city,
      language: customerProfiles.language,
      phoneNumber: customerProfiles.phoneNumber,
      phoneType: customerProfiles.phoneType,
    })
    .from(customerProfiles)
    .where(siteFilter([site]))
    .orderBy(asc(customerProfiles.uid));
  return forUpdate ? query.for('update') : query;
}

/**
 * Takes the address off a profile whose holder proved it only weakly: the profile keeps its sign-in,
 * its e-mail and its portal (ZIP), and loses the site keys and the selected address, so it shows no
 * services and the address is free for its owner. The audit row says who took it, and from whom.
 */
export async function releaseAddress(
  db: DbOrTx,
  holder: SiteHolder,
  movedTo: { uid: string; proof: TAddressProof },
  now: Date,
): Promise<void> {
  const [before] = await db
    .select({
      source: customerProfiles.source,
      cm04Cust: customerProfiles.cm04Cust,
      cm04Site: customerProfiles.cm04Site,
      street: customerProfiles.street,
      city: customerProfiles.city,
      addressProof: customerProfiles.addressProof,
    })
    .from(customerProfiles)
    .where(eq(customerProfiles.uid, holder.uid));
  await db
    .update(customerProfiles)
    .set({
      source: null,
      cm04Cust: null,
      cm04Site: null,
      street: null,
      city: null,
      selectedAddress: null,
      addressReleasedAt: now,
      updatedAt: now,
    })
    .where(eq(customerProfiles.uid, holder.uid));
  await db.insert(auditLog).values({
    at: now,
    actor: `customer:${movedTo.uid}`,
    action: 'address-moved',
    entity: 'customer-profile',
    entityId: holder.uid,
    before: before ?? null,
    after: { movedToUid: movedTo.uid, proof: movedTo.proof, addressReleasedAt: now.toISOString() },
  });
}

export function isRegisteredSite(
  registered: Set<string>,
  source: string,
  cust: string,
  site: string,
): boolean {
  return registered.has(siteKeyString(source, cust, site));
}

export async function insertRegistration(db: DbOrTx, row: typeof registrations.$inferInsert): Promise<void> {
  await db.insert(registrations).values(row);
}

/** Drops registrations that ended more than a day ago. */
export async function deleteStaleRegistrations(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(registrations).where(lt(registrations.expiresAt, new Date(now.getTime() - 86_400_000)));
}

export async function findRegistration(
  db: DbOrTx,
  id: string,
  forUpdate = false,
): Promise<RegistrationRow | null> {
  return findRowBy(db, registrations, registrations.id, id, forUpdate);
}

export async function updateRegistration(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<typeof registrations.$inferInsert, 'id'>>,
  now: Date,
): Promise<void> {
  await db
    .update(registrations)
    .set({ ...values, lastModified: now })
    .where(eq(registrations.id, id));
}

export async function isEmailRegistered(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .select({ uid: customerProfiles.uid })
    .from(customerProfiles)
    .where(sql`lower(${customerProfiles.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------- e-mail verification records

/** One record per e-mail address: its id is the address, trimmed and lower-cased. */
export const verificationIdOf = (email: string) => email.trim().toLowerCase();

export async function findEmailVerification(
  db: DbOrTx,
  email: string,
  forUpdate = false,
): Promise<EmailVerificationRow | null> {
  return findRowBy(db, emailVerifications, emailVerifications.id, verificationIdOf(email), forUpdate);
}

/** Stores a freshly sent code (hash only), keeping the attempt count the caller decided. */
export async function saveSentCode(
  db: DbOrTx,
  values: {
    email: string;
    codeHash: string;
    attempts: number;
    windowEndsAt: Date;
    sentAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  const row = {
    id: verificationIdOf(values.email),
    email: values.email.trim(),
    codeHash: values.codeHash,
    expiresAt: values.expiresAt,
    attempts: values.attempts,
    windowEndsAt: values.windowEndsAt,
    verified: false,
    verifiedAt: null,
    createdAt: values.sentAt,
    lastModified: values.sentAt,
  };
  await db
    .insert(emailVerifications)
    .values(row)
    .onConflictDoUpdate({ target: emailVerifications.id, set: row });
}

export async function recordFailedAttempt(
  db: DbOrTx,
  id: string,
  attempts: number,
  now: Date,
): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ attempts, lastModified: now })
    .where(eq(emailVerifications.id, id));
}

export async function markEmailVerified(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ verified: true, verifiedAt: now, lastModified: now })
    .where(eq(emailVerifications.id, id));
}

export async function deleteEmailVerification(db: DbOrTx, email: string): Promise<void> {
  await db.delete(emailVerifications).where(eq(emailVerifications.id, verificationIdOf(email)));
}

// ---------------------------------------------------------------- portal

/**
 * The portal a new customer lands on: the setup whose ZIP codes hold the address ZIP (GIN index on
 * zip_codes), else the one marked default, else the first residential one.
 */
export async function findPortalForZip(db: DbOrTx, zip: string): Promise<string | null> {
  const [byZip] = await db
    .select({ id: portalSetups.id })
    .from(portalSetups)
    .where(sql`${portalSetups.zipCodes} @> array[${zip}]::text[]`)
    .orderBy(desc(portalSetups.isDefault), asc(portalSetups.createdAt), asc(portalSetups.id))
    .limit(1);
  if (byZip) return byZip.id;
  const [fallback] = await db
    .select({ id: portalSetups.id })
    .from(portalSetups)
    .where(or(eq(portalSetups.isDefault, true), eq(portalSetups.portalType, 'residential')))
    .orderBy(desc(portalSetups.isDefault), asc(portalSetups.createdAt), asc(portalSetups.id))
    .limit(1);
  return fallback?.id ?? null;
}

export async function insertCustomerProfile(
  db: DbOrTx,
  row: typeof customerProfiles.$inferInsert,
): Promise<void> {
  await db.insert(customerProfiles).values(row);
}
