/**
 * Portal setup changes from the admin area (spec 03 §2.5–2.7, §5, §8): create, update (the whole
 * setup), delete. Each change records the acting staff member and the time on the row and writes an
 * audit entry in the same transaction. Writers take one advisory lock, so the checks below (title
 * unique ignoring case, a ZIP code in one setup only, one default setup) cannot race each other.
 *
 * ZIP codes: a ZIP that another setup already lists is refused (409). The ZIP codes of a setup decide
 * which portal a registering customer lands on; two setups with one ZIP would make that an accident
 * of creation order. Moving a ZIP is two edits: remove it from one setup, then add it to the other.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { ZPortalSetup, type TPortalSetup, type TPortalSetupCreate } from '../../../domain/portal-setup';
import {
  portalSetupMessages,
  portalSetupRuleIssues,
  type TPortalSetupRecord,
} from '../../../domain/portal-setup-admin';
import type { DbOrTx } from '../../db/client';
import { withPickupCalendar } from '../pickup-calendar/pickup-calendar-settings';
import {
  countProfilesUsing,
  deletePortalSetupRow,
  findOtherDefault,
  findTitleClash,
  findZipClash,
  getPortalSetupRow,
  insertPortalSetup,
  insertPortalSetupAudit,
  lockPortalSetupWrites,
  updatePortalSetupRow,
  type PortalSetupRow,
} from './admin-repository';

/** The signed-in staff member making a change, recorded by e-mail. */
export interface StaffActor {
  email: string;
}

/** Postgres error codes, possibly wrapped by Drizzle. */
function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const duplicateTitle = () =>
  new AppError('CONFLICT', portalSetupMessages.duplicateTitle, {
    reason: 'duplicateTitle',
    field: 'portalTitle',
  });

/**
 * The stored record as the API answers it. Older rows are read through the schema, so defaults fill
 * gaps. `claimWaitingDefault` is the waiting period of claims when the setup sets none.
 */
export function toRecord(row: PortalSetupRow, claimWaitingDefault: number): TPortalSetupRecord {
  const setup = ZPortalSetup.parse({ ...row.setup, id: row.id, portalTitle: row.portalTitle });
  return {
    ...setup,
    claimWaitingDays: row.claimWaitingDays,
    claimWaitingDefault,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
  };
}

export async function getPortalSetup(ctx: AppContext, id: string): Promise<TPortalSetupRecord> {
  const row = await getPortalSetupRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', portalSetupMessages.notFound);
  return toRecord(row, ctx.config.ADDRESS_CLAIM_WAITING_DAYS);
}

function assertRules(setup: TPortalSetupCreate, today: Date, storedRatesYear?: number): void {
  const [issue] = portalSetupRuleIssues(setup, { today, storedRatesYear });
  if (issue)
    throw new AppError('VALIDATION_FAILED', issue.message, {
      reason: issue.reason,
      field: issue.path,
      ...issue.values,
    });
}

async function assertNoClash(tx: DbOrTx, setup: TPortalSetupCreate, exceptId?: string): Promise<void> {
  if (await findTitleClash(tx, setup.portalTitle, exceptId)) throw duplicateTitle();
  const zip = await findZipClash(tx, setup.searchZipCodes, exceptId);
  if (zip) {
    throw new AppError('CONFLICT', portalSetupMessages.zipTaken(zip.zip, zip.portalTitle), {
      reason: 'zipTaken',
      field: 'searchZipCodes',
      zip: zip.zip,
      portalTitle: zip.portalTitle,
    });
  }
  if (setup.isDefault) {
    const other = await findOtherDefault(tx, exceptId);
    if (other) {
      throw new AppError('CONFLICT', portalSetupMessages.defaultTaken(other.portalTitle), {
        reason: 'defaultTaken',
        field: 'isDefault',
        portalTitle: other.portalTitle,
      });
    }
  }
}

async function mapUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw duplicateTitle();
    throw error;
  }
}

export async function createPortalSetup(
  ctx: AppContext,
  actor: StaffActor,
  body: TPortalSetupCreate,
): Promise<TPortalSetupRecord> {
  const at = ctx.now();
  assertRules(body, at);
  const setup: TPortalSetup = withPickupCalendar({ ...body, id: randomUUID() }, at);
  return mapUniqueViolation(() =>
    ctx.db.transaction(async (tx) => {
      await lockPortalSetupWrites(tx);
      await assertNoClash(tx, setup);
      const row = await insertPortalSetup(tx, setup, at, actor.email);
      const record = toRecord(row, ctx.config.ADDRESS_CLAIM_WAITING_DAYS);
      await insertPortalSetupAudit(tx, {
        actor: actor.email,
        action: 'create',
        entityId: record.id,
        before: null,
        after: record,
        at,
      });
      return record;
    }),
  );
}

/** Replaces the whole setup; the id stays. */
export async function updatePortalSetup(
  ctx: AppContext,
  actor: StaffActor,
  id: string,
  body: TPortalSetupCreate,
): Promise<TPortalSetupRecord> {
  const at = ctx.now();
  return mapUniqueViolation(() =>
    ctx.db.transaction(async (tx) => {
      await lockPortalSetupWrites(tx);
      const stored = await getPortalSetupRow(tx, id, true);
      if (!stored) throw new AppError('NOT_FOUND', portalSetupMessages.notFound);
      const before = toRecord(stored, ctx.config.ADDRESS_CLAIM_WAITING_DAYS);
      assertRules(body, at, before.currentRatesYear);
      const setup: TPortalSetup = { ...body, id };
      await assertNoClash(tx, setup, id);
      const after = toRecord(
        await updatePortalSetupRow(tx, setup, at, actor.email),
        ctx.config.ADDRESS_CLAIM_WAITING_DAYS,
      );
      await insertPortalSetupAudit(tx, {
        actor: actor.email,
        action: 'update',
        entityId: id,
        before,
        after,
        at,
      });
      return after;
    }),
  );
}

/**
 * Deletes a setup and its content. Refused while customer profiles point at it: their portal would be
 * gone (the foreign key restricts it as well, which also covers a profile added meanwhile).
 */
export async function deletePortalSetup(ctx: AppContext, actor: StaffActor, id: string): Promise<void> {
  const at = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      await lockPortalSetupWrites(tx);
      const stored = await getPortalSetupRow(tx, id, true);
      if (!stored) throw new AppError('NOT_FOUND', portalSetupMessages.notFound);
      const used = await countProfilesUsing(tx, id);
      if (used > 0) throw inUse(used);
      const before = toRecord(stored, ctx.config.ADDRESS_CLAIM_WAITING_DAYS);
      await deletePortalSetupRow(tx, id);
      await insertPortalSetupAudit(tx, {
        actor: actor.email,
        action: 'delete',
        entityId: id,
        before,
        after: null,
        at,
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === '23503') throw inUse(await countProfilesUsing(ctx.db, id));
    throw error;
  }
}

function inUse(n: number): AppError {
  return new AppError('CONFLICT', portalSetupMessages.inUse(n), { reason: 'inUse', profiles: n });
}
