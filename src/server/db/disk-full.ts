/**
 * A full disk, recognised wherever it surfaces, and remembered until space is back (issue 27).
 *
 * A full disk shows up as a Node error (ENOSPC, EDQUOT) from a file write, as PostgreSQL's 53100
 * disk_full ("could not extend file …: No space left on device") from PGlite or PostgreSQL, or wrapped
 * in a DrizzleQueryError whose `cause` is one of those. `isDiskFullError` looks through the whole
 * `cause` chain, so a route, a job or a backup can tell a full disk from a bug and answer 503 instead
 * of 500.
 *
 * `DiskWatch` keeps what the server knows about its disk, for /api/health and the 503 answers:
 * - with a folder (the embedded database's DATA_DIR), the folder's free space (statfs) is the truth:
 *   below LOW_SPACE_BYTES the disk counts as full, whether or not a write has failed yet, and a noted
 *   failure is forgotten as soon as the space is back, so the server recovers by itself;
 * - without one (PostgreSQL, whose disk is on another machine), a disk-full error counts for
 *   POSTGRES_MEMORY_MS after it was last seen.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Below this much free space the embedded database's disk counts as full (a WAL segment is 16 MB). */
export const LOW_SPACE_BYTES = 8 * 1024 * 1024;
/** How long a disk-full error from PostgreSQL is reported after it was last seen. */
const POSTGRES_MEMORY_MS = 60_000;

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);
const FULL_TEXT = /no space left on device|disk quota exceeded|disk is full/i;

/** The error and its causes, outermost first (bounded: a cause chain may loop). */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current !== undefined && current !== null && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

/** Whether `error` (or any cause of it) says the disk is full. */
export function isDiskFullError(error: unknown): boolean {
  return errorChain(error).some((e) => {
    if (typeof e !== 'object' || e === null) return false;
    const { code, message, params } = e as { code?: unknown; message?: unknown; params?: unknown };
    if (typeof code === 'string' && FULL_CODES.has(code)) return true;
    // a failed query's own message quotes its parameters: only the database's message counts
    return params === undefined && typeof message === 'string' && FULL_TEXT.test(message);
  });
}

/** What a request that hit the full disk is told (503). */
export const DISK_FULL_ANSWER =
  'The server has run out of disk space, so this could not be saved. Please try again later.';

export type DiskState =
  { full: false; freeBytes?: number } | { full: true; freeBytes?: number; message: string };

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

/** Free bytes for this process on the filesystem holding `target` (or its nearest existing parent). */
export async function freeSpace(target: string): Promise<number> {
  let dir = path.resolve(target);
  while (!fs.existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const stats = await fs.promises.statfs(dir);
  return stats.bavail * stats.bsize;
}

export class DiskWatch {
  private lastFull?: { at: number; reason: string };

  /** `folder`: where the data lives on this machine (undefined for PostgreSQL or in-memory PGlite). */
  constructor(
    readonly folder?: string,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Records a disk-full error; returns true when `error` was one. */
  note(error: unknown, where: string): boolean {
    if (!isDiskFullError(error)) return false;
    // the innermost error is the database's or the file system's own, without the query's values
    const innermost = errorChain(error).at(-1);
    const text = innermost instanceof Error ? innermost.message : 'disk full';
    this.lastFull = { at: this.clock(), reason: `${where}: ${text}` };
    return true;
  }

  async state(): Promise<DiskState> {
    const freeBytes = this.folder ? await freeSpace(this.folder).catch(() => undefined) : undefined;
    if (this.folder && freeBytes !== undefined) {
      if (freeBytes >= LOW_SPACE_BYTES) {
        // space is back: whatever failed before may be tried again
        this.lastFull = undefined;
        return { full: false, freeBytes };
      }
      const seen = this.lastFull ? ` Last failure: ${this.lastFull.reason}.` : '';
      return {
        full: true,
        freeBytes,
        message:
          `The disk holding ${this.folder} is full (${formatBytes(freeBytes)} free), so nothing can be saved.` +
          `${seen} Free some space: Curbside carries on by itself once there is space again.`,
      };
    }
    if (this.lastFull && this.clock() - this.lastFull.at < POSTGRES_MEMORY_MS) {
      const ago = Math.round((this.clock() - this.lastFull.at) / 1000);
      return {
        full: true,
        message:
          `The database reported a full disk ${ago} s ago (${this.lastFull.reason}), so nothing can be saved. ` +
          'Free space on the database server: Curbside carries on by itself once there is space again.',
      };
    }
    this.lastFull = undefined;
    return { full: false };
  }
}
