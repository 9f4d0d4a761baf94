/** My Account's data access: the signed-in customer's own profile row, read and updated. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerProfiles } from '../../db/schema';
import { forgetCustomerSessions } from '../../auth/sessions';

export type ProfileRow = typeof customerProfiles.$inferSelect;

/** The contact fields My Account may change. */
export interface ProfileChanges {
  salutation: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
  phoneType: string;
  phoneNumber: string;
  preferredContactMethods: string[];
  optInMarketing: boolean;
  optInNotifications: boolean;
  optInPaperlessBilling: boolean;
  differentBillingAddress: boolean;
  billingAddress1: string | null;
  billingAddress2: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
  updatedAt: Date;
}

export async function getProfileRow(db: DbOrTx, uid: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(customerProfiles).where(eq(customerProfiles.uid, uid)).limit(1);
  return row ?? null;
}

/** Applies the changes; answers the updated row, or null when the profile does not exist. */
export async function updateProfileRow(
  tx: DbOrTx,
  uid: string,
  changes: ProfileChanges,
): Promise<ProfileRow | null> {
  const [row] = await tx
    .update(customerProfiles)
    .set(changes)
    .where(eq(customerProfiles.uid, uid))
    .returning();
  // the session carries the profile's e-mail
  forgetCustomerSessions(uid);
  return row ?? null;
}
