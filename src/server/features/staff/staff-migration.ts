/**
 * The staff migration (spec 03 §2.13, §4, §9): imports the staff list file into the staff users, one
 * person at a time with a pause between creations. Progress lives in a `staff_migrations` row, so the
 * browser can poll any server instance. Unlike the spec's original (a fixed "44 success" result), the
 * run reports what really happened: created, already present (matched by e-mail) and failed with the
 * reason. Running it again creates no duplicates.
 *
 * The run itself is in-process: if the server stops mid-run, the row's heartbeat stops and the run is
 * reported as interrupted; starting again picks up where it left off (people already added count as
 * existing).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import {
  STAFF_MIGRATION_NOT_SAVED,
  ZStaffUserForm,
  type TStaffUserForm,
} from '../../../domain/staff/staff-user';
import {
  STAFF_MIGRATION_PAUSE_MS,
  staffMigrationMessages,
  type TStaffMigrationFailure,
  type TStaffMigrationProgress,
} from '../../../domain/staff/staff-migration';
import {
  failStaleMigrations,
  findRunningMigration,
  finishMigration,
  getMigration,
  getStaffUserByEmail,
  insertMigration,
  updateMigrationProgress,
  type MigrationProgressUpdate,
} from './staff-repository';
import { createStaffUser, type StaffActor } from './staff-service';
import staffList from './migration-staff-list.json';

export interface StaffMigrationOptions {
  /** Pause between two creations (spec: 500 ms). */
  pauseMs: number;
  /** A running row whose heartbeat is older than this was interrupted. */
  staleAfterMs: number;
  /** The people to import; the staff list file by default. Entries are checked one by one. */
  people: readonly unknown[];
}

export const interruptedMessage = staffMigrationMessages.interrupted;

const defaults: StaffMigrationOptions = {
  pauseMs: STAFF_MIGRATION_PAUSE_MS,
  staleAfterMs: 60_000,
  people: staffList,
};

const overrides = new WeakMap<AppContext, Partial<StaffMigrationOptions>>();

/** Tests (and tools) change the pause or the list for one app context. */
export function configureStaffMigration(ctx: AppContext, options: Partial<StaffMigrationOptions>): void {
  overrides.set(ctx, { ...overrides.get(ctx), ...options });
}

function optionsFor(ctx: AppContext): StaffMigrationOptions {
  return { ...defaults, ...overrides.get(ctx) };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Starts and tracks migration runs for one server instance; `close()` stops them on shutdown. */
export class StaffMigrationRunner {
  private readonly abort = new AbortController();
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a run, or answers with the run already going (only one runs at a time). */
  async start(actor: StaffActor): Promise<TStaffMigrationProgress> {
    const { ctx } = this;
    const options = optionsFor(ctx);
    const now = ctx.now();
    await failStaleMigrations(
      ctx.db,
      new Date(now.getTime() - options.staleAfterMs),
      now,
      interruptedMessage,
    );
    const current = await findRunningMigration(ctx.db);
    if (current) return current;

    const id = randomUUID();
    const started = await insertMigration(ctx.db, {
      id,
      total: options.people.length,
      startedBy: actor.email,
      at: now,
    });
    if (!started) {
      // another request started one a moment ago
      const other = await findRunningMigration(ctx.db);
      if (other) return other;
      throw new AppError('CONFLICT', 'A migration could not be started. Please try again.');
    }
    const run = this.run(id, actor, options).finally(() => this.running.delete(run));
    this.running.add(run);
    return started;
  }

  async get(id: string): Promise<TStaffMigrationProgress> {
    const { ctx } = this;
    const now = ctx.now();
    await failStaleMigrations(
      ctx.db,
      new Date(now.getTime() - optionsFor(ctx).staleAfterMs),
      now,
      interruptedMessage,
    );
    const progress = await getMigration(ctx.db, id);
    if (!progress) throw new AppError('NOT_FOUND', 'Migration not found.');
    return progress;
  }

  /** Stops every run of this instance (marked interrupted) and waits for them to end. */
  async close(): Promise<void> {
    this.abort.abort();
    await Promise.allSettled([...this.running]);
  }

  private async run(id: string, actor: StaffActor, options: StaffMigrationOptions): Promise<void> {
    const { ctx } = this;
    const signal = this.abort.signal;
    const progress: MigrationProgressUpdate = { processed: 0, created: 0, existing: 0, failed: [] };
    try {
      for (const entry of options.people) {
        if (signal.aborted) throw new Error(interruptedMessage);
        const outcome = await this.importOne(
          entry,
          actor,
          progress.created > 0 ? options.pauseMs : 0,
          signal,
        );
        if (outcome === 'created') progress.created++;
        else if (outcome === 'existing') progress.existing++;
        else progress.failed.push(outcome);
        progress.processed++;
        await updateMigrationProgress(ctx.db, id, progress, ctx.now());
      }
      await finishMigration(ctx.db, id, { state: 'completed', progress }, ctx.now());
    } catch (error) {
      const message = signal.aborted ? interruptedMessage : staffMigrationMessages.stopped;
      if (!signal.aborted) this.log.error({ err: error, migrationId: id }, 'staff migration failed');
      await finishMigration(ctx.db, id, { state: 'error', error: message, progress }, ctx.now()).catch(
        (e: unknown) =>
          this.log.error({ err: e, migrationId: id }, 'could not record the staff migration failure'),
      );
    }
  }

  private async importOne(
    entry: unknown,
    actor: StaffActor,
    pauseMs: number,
    signal: AbortSignal,
  ): Promise<'created' | 'existing' | TStaffMigrationFailure> {
    const email =
      typeof (entry as { email?: unknown })?.email === 'string' ? (entry as { email: string }).email : '';
    const parsed = ZStaffUserForm.safeParse(entry);
    if (!parsed.success) {
      return { email, reason: parsed.error.issues.map((i) => i.message).join(' ') };
    }
    const person: TStaffUserForm = parsed.data;
    try {
      if (await getStaffUserByEmail(this.ctx.db, person.email)) return 'existing';
      await sleep(pauseMs, signal);
      if (signal.aborted) throw new Error(interruptedMessage);
      await createStaffUser(this.ctx, actor, person, 'migrate');
      return 'created';
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') return 'existing';
      if (error instanceof AppError) return { email: person.email, reason: error.message };
      if (signal.aborted) throw error;
      this.log.error({ err: error, email: person.email }, 'staff migration could not add a person');
      return { email: person.email, reason: STAFF_MIGRATION_NOT_SAVED };
    }
  }
}
