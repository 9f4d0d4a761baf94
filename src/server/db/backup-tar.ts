/**
 * The tar inside a backup, written from the data folder and read back into a folder a piece at a
 * time, so that a backup or a restore takes the same few MB whatever the database's size (issue 33
 * §4: PGlite's `dumpDataDir` built the whole archive in memory, 4.3 GB for a million customers).
 *
 * The layout is the one PGlite's `dumpDataDir` writes (through tinytar), so that PGlite's own
 * `loadDataDir` loads our backups and our restore reads PGlite's: one ustar entry per directory and
 * file under the folder, named from the folder with a leading slash ("/PG_VERSION", "/base",
 * "/base/1/112"), a directory before what it holds, names of at most 99 bytes (tinytar reads no
 * prefix field; PostgreSQL's own names are far shorter), the two zero blocks at the end.
 */
import fs from 'node:fs';
import path from 'node:path';

const BLOCK = 512;
/** Bytes of a file read and handed on at once. */
const CHUNK = 1024 * 1024;
/** The largest size an ustar header's 11 octal digits hold (8 GiB; PostgreSQL's files stop at 1 GiB). */
const MAX_SIZE = 0o77777777777;
const ZEROS = Buffer.alloc(2 * BLOCK);

/**
 * Takes the next bytes of the archive and resolves once it no longer needs them: the writer reuses
 * its read buffer for the next piece.
 */
export type TarSink = (bytes: Buffer) => Promise<void>;

interface HeaderFields {
  mode: number;
  size: number;
  mtimeMs: number;
  directory: boolean;
}

/** An octal number as ustar stores it: zero-padded, then a NUL, in `width` bytes. */
const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

function checksum(header: Buffer): number {
  let sum = 0;
  // the checksum field itself counts as spaces
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum;
}

/** One ustar header block, as tinytar writes it (owner 0, no link, no prefix). */
export function tarHeader(name: string, fields: HeaderFields): Buffer {
  if (Buffer.byteLength(name) > 99) throw new Error(`${name}: a name longer than a tar header holds`);
  if (fields.size > MAX_SIZE) throw new Error(`${name}: a file larger than a tar header holds`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 'utf8');
  header.write(octal(fields.mode & 0o777, 8), 100, 'latin1');
  header.write(octal(0, 8), 108, 'latin1');
  header.write(octal(0, 8), 116, 'latin1');
  header.write(octal(fields.size, 12), 124, 'latin1');
  header.write(octal(Math.floor(fields.mtimeMs / 1000), 12), 136, 'latin1');
  header.write(fields.directory ? '5' : '0', 156, 'latin1');
  header.write('ustar\u000000', 257, 'latin1');
  header.write(`${octal(checksum(header), 7)} `, 148, 'latin1');
  return header;
}

/** Hands `sink` the tar of every directory and file under `folder`, one piece of a file at a time. */
export async function writeFolderTar(folder: string, sink: TarSink): Promise<void> {
  const buffer = Buffer.allocUnsafe(CHUNK);
  const walk = async (relative: string): Promise<void> => {
    const entries = await fs.promises.readdir(path.join(folder, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const name = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        const stats = await fs.promises.stat(path.join(folder, name));
        await sink(tarHeader(name, { mode: stats.mode, size: 0, mtimeMs: stats.mtimeMs, directory: true }));
        await walk(name);
      } else if (entry.isFile()) {
        await writeFileEntry(path.join(folder, name), name, buffer, sink);
      }
      // nothing else lives in a PGlite folder (no tablespace links), and PGlite's dump writes nothing else
    }
  };
  await walk('');
  await sink(ZEROS);
}

async function writeFileEntry(file: string, name: string, buffer: Buffer, sink: TarSink): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const stats = await handle.stat();
    await sink(
      tarHeader(name, { mode: stats.mode, size: stats.size, mtimeMs: stats.mtimeMs, directory: false }),
    );
    for (let left = stats.size; left > 0;) {
      const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, left), null);
      // the caller holds the database still; a file that shrinks anyway would make a broken archive
      if (bytesRead === 0) throw new Error(`${file} became shorter while it was copied`);
      await sink(buffer.subarray(0, bytesRead));
      left -= bytesRead;
    }
    const padding = (BLOCK - (stats.size % BLOCK)) % BLOCK;
    if (padding > 0) await sink(ZEROS.subarray(0, padding));
  } finally {
    await handle.close();
  }
}

/**
 * Unpacks a tar given a piece at a time into the new folder `target`, checking it as it goes: every
 * header's checksum, names that stay inside the folder, entries that are complete, and a PG_VERSION at
 * the top. `finish()` says what was wrong (the messages restore has always given); after a problem the
 * rest is taken and dropped, so that a damaged gzip around it still reports itself.
 */
export class TarUnpacker {
  private problem?: string;
  private entries = 0;
  private hasVersion = false;
  private ended = false;
  /** Bytes of the archive taken so far. */
  private offset = 0;
  private readonly header = Buffer.alloc(BLOCK);
  private headerFill = 0;
  /** The file being written, and the bytes of its data and padding still to come. */
  private file?: fs.promises.FileHandle;
  private dataLeft = 0;
  private paddingLeft = 0;

  constructor(private readonly target: string) {
    fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  }

  async write(chunk: Buffer): Promise<void> {
    let at = 0;
    while (at < chunk.length && !this.problem && !this.ended) {
      if (this.dataLeft > 0) {
        const take = Math.min(this.dataLeft, chunk.length - at);
        // (a write may take fewer bytes than given)
        for (let done = 0; this.file && done < take;)
          done += (await this.file.write(chunk, at + done, take - done)).bytesWritten;
        this.dataLeft -= take;
        if (this.dataLeft === 0) await this.closeFile();
        at += take;
        this.offset += take;
      } else if (this.paddingLeft > 0) {
        const take = Math.min(this.paddingLeft, chunk.length - at);
        this.paddingLeft -= take;
        at += take;
        this.offset += take;
      } else {
        const take = Math.min(BLOCK - this.headerFill, chunk.length - at);
        chunk.copy(this.header, this.headerFill, at, at + take);
        this.headerFill += take;
        at += take;
        if (this.headerFill === BLOCK) {
          this.headerFill = 0;
          await this.startEntry();
          this.offset += BLOCK;
        }
      }
    }
  }

  /** What was wrong with the archive once all of it was given, or undefined for a good one. */
  async finish(): Promise<string | undefined> {
    await this.closeFile();
    if (this.problem) return this.problem;
    if (this.dataLeft > 0 || this.paddingLeft > 0 || this.headerFill > 0) return 'a tar archive cut short';
    if (this.entries === 0) return 'an empty archive';
    if (!this.hasVersion) return 'the archive holds no PostgreSQL data folder (PG_VERSION is missing)';
    return undefined;
  }

  /** Closes a file left open by an archive that stopped early (always call it, also after an error). */
  async closeFile(): Promise<void> {
    const file = this.file;
    this.file = undefined;
    await file?.close();
  }

  private field(start: number, length: number): string {
    const bytes = this.header.subarray(start, start + length);
    const end = bytes.indexOf(0);
    return bytes
      .subarray(0, end < 0 ? bytes.length : end)
      .toString('latin1')
      .trim();
  }

  private async startEntry(): Promise<void> {
    if (this.header.every((b) => b === 0)) {
      this.ended = true;
      return;
    }
    const stored = Number.parseInt(this.field(148, 8), 8);
    if (!Number.isInteger(stored) || stored !== checksum(this.header)) {
      this.problem = `not a tar archive (bad header at byte ${this.offset})`;
      return;
    }
    const size = Number.parseInt(this.field(124, 12) || '0', 8);
    if (!Number.isInteger(size) || size < 0) {
      this.problem = 'a tar archive cut short';
      return;
    }
    this.entries++;
    const name = Buffer.from(this.field(0, 100), 'latin1')
      .toString('utf8')
      .replace(/^\.?\/+/, '')
      .replace(/\/+$/, '');
    const type = this.field(156, 1);
    const directory = type === '5';
    const file = type === '0' || type === '';
    this.dataLeft = size;
    this.paddingLeft = (BLOCK - (this.dataLeft % BLOCK)) % BLOCK;
    if (name === '') return; // the folder itself ("./")
    if (name.split('/').some((part) => part === '..' || part === '.' || part === '')) {
      this.problem = `an entry outside the data folder (${name})`;
      return;
    }
    if (name === 'PG_VERSION') this.hasVersion = true;
    const place = path.join(this.target, name);
    // what PGlite's own loadDataDir does: directories and regular files; anything else is skipped
    if (directory) {
      fs.mkdirSync(place, { recursive: true, mode: 0o700 });
    } else if (file) {
      fs.mkdirSync(path.dirname(place), { recursive: true, mode: 0o700 });
      this.file = await fs.promises.open(place, 'w', 0o600);
      if (size === 0) await this.closeFile();
    }
  }
}
