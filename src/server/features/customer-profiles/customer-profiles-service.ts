/**
 * Deleting a customer profile from the admin area (spec 03 §2.9, §8). One transaction: the profile row
 * is locked and deleted, its sign-in account goes with it (password, Google identities, phone codes and
 * reset links cascade; every session is ended and forgotten by this process's session cache), and an
 * audit entry names the staff user and keeps the deleted profile. What stays: the customer's service
 * requests (service_requests has no foreign key to the profile, so the back office's tickets and their
 * history survive) and the audit trail.
 */
import type { AppContext } from '../../app-context';
import type { StaffSession } from '../../auth';
import { endAllCustomerSessions } from '../../auth/sessions';
import { AppError } from '../../errors';
import { auditLog } from '../../db/schema';
import type { TDeletedCustomerProfile } from '../../../domain/customer-profiles/customer-profile-admin';
import {
  deleteCustomerProfileRow,
  forgetProfileCounts,
  getCustomerProfileForUpdate,
} from './customer-profiles-repository';

export const AUDIT_ENTITY_CUSTOMER_PROFILE = 'customer_profile';
export const CUSTOMER_NOT_FOUND_MESSAGE = 'This customer profile no longer exists.';

export async function deleteCustomerProfile(
  ctx: AppContext,
  actor: Pick<StaffSession, 'email'>,
  uid: string,
): Promise<TDeletedCustomerProfile> {
  const at = ctx.now();
  const deleted = await ctx.db.transaction(async (tx) => {
    const profile = await getCustomerProfileForUpdate(tx, uid);
    if (!profile) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
    await endAllCustomerSessions(tx, uid);
    await deleteCustomerProfileRow(tx, uid);
    await tx.insert(auditLog).values({
      actor: actor.email,
      action: 'delete',
      entity: AUDIT_ENTITY_CUSTOMER_PROFILE,
      entityId: uid,
      before: profile,
      after: null,
      at,
    });
    return { uid, firstName: profile.firstName, lastName: profile.lastName, email: profile.email };
  });
  forgetProfileCounts(ctx.db);
  return deleted;
}
