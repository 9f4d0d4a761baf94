/**
 * Data access of the Manage Customer Profile modal: the portal a profile uses, whether it has a
 * sign-in, and its selected customers. Every function takes the database or the transaction it runs
 * in (PGlite is one connection: inside a transaction, pass the transaction down).
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { authIdentities, authPasswords, customerProfiles, portalSetups } from '../../db/schema';

export async function findPortalTitle(db: DbOrTx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db
    .select({ title: portalSetups.portalTitle })
    .from(portalSetups)
    .where(eq(portalSetups.id, id))
    .limit(1);
  return row?.title ?? null;
}

/** Whether the profile can sign in: a password, a linked Google identity, or phone sign-in. */
export async function hasSignIn(db: DbOrTx, uid: string, authProvider: string): Promise<boolean> {
  if (authProvider === 'phone') return true;
  const [password] = await db
    .select({ uid: authPasswords.uid })
    .from(authPasswords)
    .where(eq(authPasswords.uid, uid))
    .limit(1);
  if (password) return true;
  const [identity] = await db
    .select({ uid: authIdentities.uid })
    .from(authIdentities)
    .where(eq(authIdentities.uid, uid))
    .limit(1);
  return Boolean(identity);
}

const looseText = z.preprocess((v) => (v === null || v === undefined ? '' : String(v).trim()), z.string());

/** A stored selectedCustomers entry, read leniently (numbers stored as numbers, fields missing). */
export const ZStoredSelectedCustomer = z.object({
  database: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1)),
  customerNumber: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string().min(1),
  ),
  customerName: looseText,
  siteId: looseText.transform((v) => v || null),
  siteName: looseText,
  companyFullName: looseText.transform((v) => v || null),
});
export type StoredSelectedCustomer = z.infer<typeof ZStoredSelectedCustomer>;

/** The readable entries of a stored selectedCustomers value; unreadable ones are left out. */
export function readSelectedCustomers(value: unknown): StoredSelectedCustomer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = ZStoredSelectedCustomer.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function saveSelectedCustomers(
  tx: DbOrTx,
  uid: string,
  customers: readonly StoredSelectedCustomer[],
  now: Date,
): Promise<void> {
  await tx
    .update(customerProfiles)
    .set({
      selectedCustomers: customers.map((c) => ({
        database: c.database,
        customerNumber: c.customerNumber,
        customerName: c.customerName,
        siteName: c.siteName,
        ...(c.siteId ? { siteId: c.siteId } : {}),
        ...(c.companyFullName ? { companyFullName: c.companyFullName } : {}),
      })),
      updatedAt: now,
    })
    .where(eq(customerProfiles.uid, uid));
}
