/**
 * Staff user changes (spec 03 §2.12, §4): create, update (only the fields sent), deactivate (a soft
 * removal). Each change records the acting staff user and time on the row and writes an audit entry
 * in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import {
  portalsFitRole,
  portalsForRole,
  staffFormMessages,
  staffPortalMessages,
  type TStaffUser,
  type TStaffUserForm,
  type TStaffUserPatch,
} from '../../../domain/staff/staff-user';
import type { DbOrTx } from '../../db/client';
import {
  findUnknownPortalIds,
  getStaffUser,
  getStaffUserByEmail,
  insertAuditEntry,
  insertStaffUser,
  updateStaffUserRow,
  type StaffUserChanges,
} from './staff-repository';

/** The signed-in staff member making a change; recorded by e-mail (the work account's user name). */
export interface StaffActor {
  email: string;
}

export const AUDIT_ENTITY_STAFF_USER = 'staff_user';

export const duplicateEmailMessage = 'A staff user with this email already exists.';
export const staffUserNotFoundMessage = 'Staff user not found.';
export const selfLockoutMessage = 'You cannot deactivate your own account or remove your own admin role.';

/** 400 unless every portal exists (a municipality user's portals are real portal setups). */
async function assertPortalsExist(tx: DbOrTx, portalIds: readonly string[]): Promise<void> {
  const unknown = await findUnknownPortalIds(tx, portalIds);
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', staffPortalMessages.unknownPortal, {
      field: 'portalIds',
      portalIds: unknown,
    });
  }
}

function duplicateEmail(): AppError {
  return new AppError('CONFLICT', duplicateEmailMessage, { field: 'email' });
}

/** A unique-index violation from PostgreSQL or PGlite (possibly wrapped by Drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function createStaffUser(
  ctx: AppContext,
  actor: StaffActor,
  form: TStaffUserForm,
  action: 'create' | 'migrate' = 'create',
): Promise<TStaffUser> {
  const at = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      if (await getStaffUserByEmail(tx, form.email)) throw duplicateEmail();
      await assertPortalsExist(tx, form.portalIds);
      const user = await insertStaffUser(tx, { id: randomUUID(), ...form, at, by: actor.email });
      await insertAuditEntry(tx, {
        actor: actor.email,
        action,
        entity: AUDIT_ENTITY_STAFF_USER,
        entityId: user.id,
        before: null,
        after: user,
        at,
      });
      return user;
    });
  } catch (error) {
    // two requests adding the same e-mail at once: the unique index decides
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

function assertNotSelfLockout(actor: StaffActor, user: TStaffUser, changes: StaffUserChanges): void {
  if (user.email.toLowerCase() !== actor.email.toLowerCase()) return;
  if (changes.isActive === false || (changes.role !== undefined && changes.role !== 'admin')) {
    throw new AppError('UNPROCESSABLE', selfLockoutMessage);
  }
}

/** Changes only the fields sent that differ; nothing sent differs → the user unchanged, no audit entry. */
export async function updateStaffUser(
  ctx: AppContext,
  actor: StaffActor,
  id: string,
  patch: TStaffUserPatch,
  action: 'update' | 'deactivate' = 'update',
): Promise<TStaffUser> {
  const at = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await getStaffUser(tx, id);
      if (!before) throw new AppError('NOT_FOUND', staffUserNotFoundMessage);
      const changes: StaffUserChanges = {};
      if (patch.name !== undefined && patch.name !== before.name) changes.name = patch.name;
      if (patch.email !== undefined && patch.email !== before.email) changes.email = patch.email;
      if (patch.role !== undefined && patch.role !== before.role) changes.role = patch.role;
      if (patch.isActive !== undefined && patch.isActive !== before.isActive)
        changes.isActive = patch.isActive;
      if (patch.role !== undefined || patch.portalIds !== undefined) {
        // the role and portals go together after the change: a municipality user keeps a portal
        const role = patch.role ?? before.role;
        const portalIds = portalsForRole(role, patch.portalIds ?? before.portalIds);
        if (!portalsFitRole(role, portalIds)) {
          throw new AppError('VALIDATION_FAILED', staffFormMessages.portalsRequired, { field: 'portalIds' });
        }
        if (!samePortals(portalIds, before.portalIds)) {
          await assertPortalsExist(tx, portalIds);
          changes.portalIds = portalIds;
        }
      }
      if (Object.keys(changes).length === 0) return before;
      assertNotSelfLockout(actor, before, changes);
      if (changes.email !== undefined) {
        const other = await getStaffUserByEmail(tx, changes.email);
        if (other && other.id !== id) throw duplicateEmail();
      }
      const after = (await updateStaffUserRow(tx, id, changes, at, actor.email))!;
      await insertAuditEntry(tx, {
        actor: actor.email,
        action,
        entity: AUDIT_ENTITY_STAFF_USER,
        entityId: id,
        before,
        after,
        at,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

function samePortals(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Soft removal: the user stays, inactive, and loses admin access at once (roles match active users only). */
export function deactivateStaffUser(ctx: AppContext, actor: StaffActor, id: string): Promise<TStaffUser> {
  return updateStaffUser(ctx, actor, id, { isActive: false }, 'deactivate');
}
