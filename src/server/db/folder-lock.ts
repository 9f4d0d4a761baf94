/**
 * One opener at a time for the embedded database folder.
 *
 * PGlite has no postmaster lock: two processes that open the same folder both write its files and
 * corrupt it. So every opener (server, dev server, seed, import, bench, restore) takes this lock
 * before PGlite touches the folder, and a second opener stops without reading or writing a file.
 *
 * The lock is `proper-lockfile`'s: an atomic `mkdir` of `<folder>.lock` whose mtime the holder
 * refreshes; a lock whose mtime has not moved for STALE_MS belongs to a dead holder (on any machine
 * sharing the volume) and is taken over. Beside it a small holder file (`<folder>.holder.json`) says
 * who holds it (process id, host, command, since when, and the server's address once it listens), so
 * a refusal can name the holder. On the same host a holder whose process id is gone is also stale at
 * once, so a restart after a crash (or a SIGKILL) does not wait STALE_MS; so is one whose process id
 * now belongs to another process (a restart that got the dead holder's pid back, common in a container
 * where every start is pid 1 or close to it): the holder file records its process's start time
 * (`/proc/<pid>/stat`, field 22, with the boot id) and a live process with another start time is not
 * the holder. A lock without a holder file (its opener died between the two) is stale once its
 * heartbeat is MISSING_HOLDER_STALE_MS old instead of STALE_MS.
 *
 * What can overlap: two openers starting at the same moment after a crash would both see the dead
 * holder; the take-over runs under a second, short-lived lock (`<folder>.takeover.lock`) so only one
 * of them removes the dead lock and the other then sees the live one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Long enough that a busy event loop (a big migration, a bulk insert) never looks dead. */
const STALE_MS = 60_000;
const UPDATE_MS = 5_000;
/** A live holder refreshes the lock every UPDATE_MS: one without a holder file and silent this long is dead. */
const MISSING_HOLDER_STALE_MS = 3 * UPDATE_MS;

export interface LockHolder {
  pid: number;
  hostname: string;
  command: string;
  /** ISO time the lock was taken. */
  since: string;
  /** When the process started (Linux: boot id and /proc/<pid>/stat starttime); tells a reused pid apart. */
  processStart?: string;
  /** The server's address, once it listens (lets `npm run backup` and the refusal point at it). */
  url?: string;
  /** Loopback address of the server's backup endpoint, once it listens. */
  backupUrl?: string;
}

export interface FolderLock {
  folder: string;
  holder: LockHolder;
  /** Adds facts to the holder file (the server's address once it listens). */
  describe(extra: Partial<Pick<LockHolder, 'url' | 'backupUrl'>>): void;
  release(): Promise<void>;
}

/** The folder is held by another opener; the message names it and what to do. */
export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(lockedMessage(folder, holder));
    this.name = 'FolderLockedError';
  }
}

export const lockPaths = (folder: string) => {
  const absolute = path.resolve(folder);
  return {
    folder: absolute,
    lock: `${absolute}.lock`,
    holder: `${absolute}.holder.json`,
    /** proper-lockfile keys its locks by this path (its lock directory is `<path>.lock`). */
    takeover: `${absolute}.takeover`,
  };
};

export function readLockHolder(folder: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPaths(folder).holder, 'utf8')) as LockHolder;
    return typeof parsed.pid === 'number' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Whether some live opener holds the folder (a dead holder's lock does not count). */
export function isFolderLocked(folder: string): boolean {
  const paths = lockPaths(folder);
  if (!fs.existsSync(paths.lock)) return false;
  if (holderIsDeadHere(readLockHolder(folder)) || lockWithoutHolderIsStale(paths)) return false;
  try {
    return lockfile.checkSync(paths.folder, { realpath: false, stale: STALE_MS });
  } catch {
    return true;
  }
}

function lockedMessage(folder: string, holder: LockHolder | undefined): string {
  const who = holder
    ? `process ${holder.pid} on ${holder.hostname} (${holder.command}), since ${holder.since}` +
      (holder.url ? `, serving ${holder.url}` : '')
    : 'another process (it left no holder file)';
  return (
    `The embedded database in ${folder} is in use by ${who}. ` +
    'Only one process may open it at a time, so nothing was read or written. ' +
    'Stop that process first, or work through the running server (the admin area imports back-office CSV files; ' +
    '`npm run backup` asks it for a backup), or use PostgreSQL (DATABASE_URL) to run several processes on one database.'
  );
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `<boot id>:<start time in clock ticks>` of a process on this machine, or undefined off Linux. */
export function processStartOf(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) is in parentheses and may hold spaces: count fields after it
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[19];
    const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTime ? `${bootId}:${startTime}` : undefined;
  } catch {
    return undefined;
  }
}

function holderIsDeadHere(holder: LockHolder | undefined): boolean {
  if (holder === undefined || holder.hostname !== os.hostname()) return false;
  if (!processIsAlive(holder.pid)) return true;
  // the pid is alive, but is it still the holder's process?
  const start = holder.processStart ? processStartOf(holder.pid) : undefined;
  return start !== undefined && start !== holder.processStart;
}

/** A lock whose opener died before it wrote the holder file: nobody refreshes it any more. */
function lockWithoutHolderIsStale(paths: ReturnType<typeof lockPaths>): boolean {
  if (fs.existsSync(paths.holder)) return false;
  try {
    return Date.now() - fs.statSync(paths.lock).mtimeMs > MISSING_HOLDER_STALE_MS;
  } catch {
    return false;
  }
}

function describeCommand(): string {
  const script = process.argv[1] ? path.relative(process.cwd(), process.argv[1]) || process.argv[1] : '';
  return [path.basename(process.argv0 || 'node'), script, ...process.argv.slice(2)].filter(Boolean).join(' ');
}

function writeHolder(file: string, holder: LockHolder): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(holder, null, 2));
  fs.renameSync(temporary, file);
}

async function withTakeoverLock<T>(paths: ReturnType<typeof lockPaths>, work: () => Promise<T>): Promise<T> {
  const release = await lockfile.lock(paths.takeover, {
    realpath: false,
    stale: 10_000,
    // another opener is only ever inside this section for a moment
    retries: { retries: 40, minTimeout: 50, maxTimeout: 250 },
  });
  try {
    return await work();
  } finally {
    await release().catch(() => undefined);
  }
}

/**
 * Takes the folder's lock or throws FolderLockedError. The folder itself need not exist yet (a first
 * start, a restore into an empty DATA_DIR): the lock guards the path.
 */
export async function lockFolder(folder: string, options: { command?: string } = {}): Promise<FolderLock> {
  const paths = lockPaths(folder);
  fs.mkdirSync(path.dirname(paths.folder), { recursive: true });
  return withTakeoverLock(paths, async () => {
    const lockOptions = {
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      onCompromised: (error: Error) => {
        // Someone removed or replaced our lock: writing on would risk the very corruption it prevents.
        console.error(
          `The lock on ${paths.folder} was lost (${error.message}); stopping to protect the data.`,
        );
        process.exit(1);
      },
    };
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(paths.folder, lockOptions);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const holder = readLockHolder(paths.folder);
      if (!holderIsDeadHere(holder) && !lockWithoutHolderIsStale(paths)) {
        throw new FolderLockedError(paths.folder, holder);
      }
      fs.rmSync(paths.lock, { recursive: true, force: true });
      release = await lockfile.lock(paths.folder, lockOptions);
    }
    const holder: LockHolder = {
      pid: process.pid,
      hostname: os.hostname(),
      command: options.command ?? describeCommand(),
      since: new Date().toISOString(),
      processStart: processStartOf(process.pid),
    };
    writeHolder(paths.holder, holder);
    const removeHolderOnExit = () => {
      if (readLockHolder(paths.folder)?.pid === process.pid) fs.rmSync(paths.holder, { force: true });
    };
    // proper-lockfile removes the lock itself on exit; the holder file goes with it
    process.once('exit', removeHolderOnExit);
    let released = false;
    return {
      folder: paths.folder,
      holder,
      describe(extra) {
        Object.assign(holder, extra);
        if (!released) writeHolder(paths.holder, holder);
      },
      async release() {
        if (released) return;
        released = true;
        process.removeListener('exit', removeHolderOnExit);
        removeHolderOnExit();
        await release().catch(() => undefined);
      },
    };
  });
}
