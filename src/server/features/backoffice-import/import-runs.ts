/**
 * Imports started from the admin area, run in this server process. The upload is saved to a file in
 * DATA_DIR/imports first (so a slow parse never holds the upload open), then read by the same
 * importer as `npm run import`, and progress (bytes read, rows, the rejected rows) is kept here in
 * memory for the page to poll.
 *
 * Why in memory and not in a table or pg-boss: the embedded database has one server process, the
 * schema stays as it is, and the report only matters while an admin watches. A restart loses the
 * report, not data: every batch the importer wrote is committed, and importing the file again is
 * safe (sites are upserted). On several PostgreSQL instances, poll the one that took the upload (the
 * page does, through the same address); an unknown id answers 404 with a clear message.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import {
  BACKOFFICE_IMPORT_REJECTED_SHOWN,
  backofficeImportMessages,
  type TBackofficeImportProgress,
} from '../../../domain/backoffice-import';
import { emptyImportSummary, ImportFileError, importBackOfficeCsv } from './import-csv';

const FINISHED_KEPT_MS = 60 * 60 * 1000;

export class BackofficeImportRuns {
  private readonly runs = new Map<string, TBackofficeImportProgress>();
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  folder(): string {
    return path.join(this.ctx.config.DATA_DIR, 'imports');
  }

  get(id: string): TBackofficeImportProgress | undefined {
    const run = this.runs.get(id);
    return run && { ...run, rejected: [...run.rejected], ignoredColumns: [...run.ignoredColumns] };
  }

  /** Starts importing `file` (which this runner now owns and deletes when done). */
  start(file: string, fileName: string): TBackofficeImportProgress {
    this.forgetOld();
    const run: TBackofficeImportProgress = {
      id: randomUUID(),
      fileName,
      state: 'running',
      bytesTotal: fs.statSync(file).size,
      bytesRead: 0,
      ...emptyImportSummary(),
      error: null,
      startedAt: new Date().toISOString(),
      finishedAt: null,
    };
    this.runs.set(run.id, run);
    const work = this.run(run, file).finally(() => this.running.delete(work));
    this.running.add(work);
    return this.get(run.id)!;
  }

  private async run(run: TBackofficeImportProgress, file: string): Promise<void> {
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        run.bytesRead += chunk.length;
        done(null, chunk);
      },
    });
    let finish: () => void;
    try {
      const summary = await importBackOfficeCsv(this.ctx.db, fs.createReadStream(file).pipe(counter), {
        keepRejected: BACKOFFICE_IMPORT_REJECTED_SHOWN,
        onRejected: (row) => {
          run.rowsRejected++;
          if (run.rejected.length < BACKOFFICE_IMPORT_REJECTED_SHOWN) run.rejected.push(row);
        },
        onProgress: ({ rowsRead, servicesAdded, ignoredColumns }) => {
          run.rowsRead = rowsRead;
          run.servicesAdded = servicesAdded;
          run.ignoredColumns = ignoredColumns;
        },
      });
      finish = () =>
        Object.assign(run, {
          state: 'completed',
          bytesRead: run.bytesTotal,
          rowsRead: summary.rowsRead,
          sitesUpserted: summary.sitesUpserted,
          servicesAdded: summary.servicesAdded,
          rowsRejected: summary.rowsRejected,
          ignoredColumns: summary.ignoredColumns,
        });
    } catch (error) {
      if (!(error instanceof ImportFileError))
        this.log.error({ err: error }, `back-office import ${run.id} failed`);
      finish = () =>
        Object.assign(run, {
          state: 'error',
          error: error instanceof ImportFileError ? error.message : backofficeImportMessages.interrupted,
        });
    }
    // the uploaded copy goes before the run reports that it is finished
    await fs.promises.rm(file, { force: true }).catch(() => undefined);
    finish();
    run.finishedAt = new Date().toISOString();
  }

  private forgetOld(): void {
    const cutoff = Date.now() - FINISHED_KEPT_MS;
    for (const [id, run] of this.runs) {
      if (run.finishedAt && Date.parse(run.finishedAt) < cutoff) this.runs.delete(id);
    }
  }

  /** Waits for running imports (shutdown, tests). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}
