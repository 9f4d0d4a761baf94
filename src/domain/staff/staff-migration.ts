/**
 * The one-off staff migration (spec 03 §2.13, §4, §9): imports a staff list into the staff users.
 * Unlike the spec's original, the result reports the real counts, and running it again creates no
 * duplicates (people already present are counted, not added).
 */
import { z } from 'zod';
import { ZStaffUserForm } from './staff-user';

/** Why a run stopped as a whole (state error); the web app shows them through its translation keys. */
export const staffMigrationMessages = {
  interrupted: 'The migration was interrupted. Please try again.',
  stopped: 'The migration stopped unexpectedly. Please try again.',
} as const;

/** Pause between two creations (spec §9). */
export const STAFF_MIGRATION_PAUSE_MS = 500;

export const STAFF_MIGRATION_STATES = ['running', 'completed', 'error'] as const;
export const ZStaffMigrationState = z.enum(STAFF_MIGRATION_STATES);
export type TStaffMigrationState = z.infer<typeof ZStaffMigrationState>;

/** One entry of the staff list file. */
export const ZStaffMigrationList = z.array(ZStaffUserForm).min(1);

export const ZStaffMigrationFailure = z.object({ email: z.string(), reason: z.string() });
export type TStaffMigrationFailure = z.infer<typeof ZStaffMigrationFailure>;

export const ZStaffMigrationProgress = z.object({
  id: z.string(),
  state: ZStaffMigrationState,
  total: z.number().int().min(0),
  processed: z.number().int().min(0),
  created: z.number().int().min(0),
  /** Already a staff user (matched by e-mail, ignoring case). */
  existing: z.number().int().min(0),
  failed: z.array(ZStaffMigrationFailure),
  /** Why the run as a whole stopped (state error). */
  error: z.string().nullable(),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TStaffMigrationProgress = z.infer<typeof ZStaffMigrationProgress>;

export const ZStaffMigrationIdParams = z.object({ id: z.string().min(1).max(100) });

/** Percent done, 0–100, for the progress bar. */
export function migrationPercent(p: Pick<TStaffMigrationProgress, 'total' | 'processed'>): number {
  if (p.total <= 0) return 0;
  return Math.min(100, Math.round((p.processed / p.total) * 100));
}
