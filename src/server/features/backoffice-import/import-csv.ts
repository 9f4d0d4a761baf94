/**
 * Loads a back-office CSV export into the built-in back office. The file is streamed; each row is
 * validated on its own, so one bad row is reported ("line N: reason") and skipped while the rest go
 * in. Sites are upserted by SOURCE + CM04_CUST + CM04_SITE; a row with service columns adds one
 * service to its site. Rows are written in batches, one transaction per batch.
 */
import type { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { backofficeImportFileMessages } from '../../../domain/backoffice-import';
import type { AppDb, DbOrTx } from '../../db/client';
import { boServices, boSites } from '../../db/schema/index';
import { REQUIRED_COLUMNS, ZImportRow, describeRowError, type TImportRow } from './import-row';

export interface RejectedRow {
  line: number;
  reason: string;
}

export interface ImportSummary {
  rowsRead: number;
  /** Distinct sites inserted or updated. */
  sitesUpserted: number;
  servicesAdded: number;
  rowsRejected: number;
  /** The first rejected rows (at most `keepRejected`); every one is also passed to onRejected. */
  rejected: RejectedRow[];
  ignoredColumns: string[];
}

export interface ImportOptions {
  batchSize?: number;
  keepRejected?: number;
  onRejected?: (row: RejectedRow) => void;
  /** Called after each batch is written (the admin area shows progress). */
  onProgress?: (progress: Pick<ImportSummary, 'rowsRead' | 'servicesAdded' | 'ignoredColumns'>) => void;
}

/** The file itself cannot be imported (no header, required columns missing, unreadable CSV). */
export class ImportFileError extends Error {}

type SiteRow = TImportRow['site'];
type ServiceRow = NonNullable<TImportRow['service']>;

const siteColumnsFromFile = {
  cm04Add2: sql`excluded.cm04_add2`,
  cm04City: sql`excluded.cm04_city`,
  cm04Stat: sql`excluded.cm04_stat`,
  cm04Pzip: sql`excluded.cm04_pzip`,
  // A blank cell keeps what is on file rather than erasing it.
  cm04Name: sql`coalesce(excluded.cm04_name, ${boSites.cm04Name})`,
  cm04Email: sql`coalesce(excluded.cm04_email, ${boSites.cm04Email})`,
  cm04Phon: sql`coalesce(excluded.cm04_phon, ${boSites.cm04Phon})`,
  // both or neither (the row checks it), so the pair never mixes a new latitude with an old longitude
  latitude: sql`coalesce(excluded.latitude, ${boSites.latitude})`,
  longitude: sql`coalesce(excluded.longitude, ${boSites.longitude})`,
  updatedAt: sql`now()`,
};

async function upsertSites(tx: DbOrTx, sites: SiteRow[], fileSaysMultiFamily: boolean): Promise<void> {
  if (sites.length === 0) return;
  await tx
    .insert(boSites)
    .values(sites.map((s) => ({ ...s, multiFamily: s.multiFamily ?? false })))
    .onConflictDoUpdate({
      target: [boSites.source, boSites.cm04Cust, boSites.cm04Site],
      // multi_family only changes where the file says so.
      set: fileSaysMultiFamily
        ? { ...siteColumnsFromFile, multiFamily: sql`excluded.multi_family` }
        : siteColumnsFromFile,
    });
}

async function writeBatch(db: AppDb, sites: Map<string, SiteRow>, services: ServiceRow[]): Promise<void> {
  if (sites.size === 0 && services.length === 0) return;
  const all = [...sites.values()];
  await db.transaction(async (tx) => {
    await upsertSites(
      tx,
      all.filter((s) => s.multiFamily !== null),
      true,
    );
    await upsertSites(
      tx,
      all.filter((s) => s.multiFamily === null),
      false,
    );
    if (services.length > 0) await tx.insert(boServices).values(services);
  });
}

/** A later row wins, except where its optional cells are blank (as in the upsert itself). */
function mergeSite(earlier: SiteRow | undefined, later: SiteRow): SiteRow {
  if (!earlier) return later;
  return {
    ...later,
    cm04Name: later.cm04Name ?? earlier.cm04Name,
    cm04Email: later.cm04Email ?? earlier.cm04Email,
    cm04Phon: later.cm04Phon ?? earlier.cm04Phon,
    multiFamily: later.multiFamily ?? earlier.multiFamily,
    ...(later.latitude === null
      ? { latitude: earlier.latitude, longitude: earlier.longitude }
      : { latitude: later.latitude, longitude: later.longitude }),
  };
}

function skipReason(error: CsvError | undefined): string {
  if (
    error?.code === 'CSV_RECORD_INCONSISTENT_COLUMNS' ||
    error?.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH'
  ) {
    const { columns, record } = error as unknown as { columns?: unknown[]; record?: unknown[] };
    return `expected ${columns?.length ?? 'more'} cells, found ${record?.length ?? 'fewer'}`;
  }
  return error?.message ?? 'unreadable row';
}

/** An import's counts before its first row: what a run reports until rows are read. */
export function emptyImportSummary(): ImportSummary {
  return {
    rowsRead: 0,
    sitesUpserted: 0,
    servicesAdded: 0,
    rowsRejected: 0,
    rejected: [],
    ignoredColumns: [],
  };
}

export async function importBackOfficeCsv(
  db: AppDb,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 500;
  const keepRejected = options.keepRejected ?? 1_000;
  const summary = emptyImportSummary();
  const skipped: RejectedRow[] = [];
  const reject = (row: RejectedRow) => {
    summary.rowsRejected++;
    if (summary.rejected.length < keepRejected) summary.rejected.push(row);
    options.onRejected?.(row);
  };

  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      const names = header.map((h) => h.trim().toUpperCase());
      const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
      if (missing.length > 0)
        throw new ImportFileError(backofficeImportFileMessages.headerMissing(missing.join(', ')));
      summary.ignoredColumns = names.filter(
        (n) => !ZImportRow.in.shape[n as keyof typeof ZImportRow.in.shape],
      );
      return names;
    },
    info: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // A row with the wrong number of cells is reported and skipped, not a reason to stop. The parser
    // runs ahead of the writer, so skipped rows wait here and are reported in line order.
    on_skip: (error: CsvError | undefined) => {
      skipped.push({
        line: Number((error as { lines?: number } | undefined)?.lines ?? 0),
        reason: skipReason(error),
      });
      return undefined;
    },
  });
  const reportSkippedBefore = (line: number) => {
    while (skipped.length > 0 && skipped[0]!.line < line) {
      summary.rowsRead++;
      reject(skipped.shift()!);
    }
  };
  input.on('error', (error) => parser.destroy(error));

  const seenSites = new Set<string>();
  let sites = new Map<string, SiteRow>();
  let services: ServiceRow[] = [];
  try {
    for await (const { record, info } of input.pipe(parser) as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      reportSkippedBefore(info.lines);
      summary.rowsRead++;
      const parsed = ZImportRow.safeParse(record);
      if (!parsed.success) {
        reject({ line: info.lines, reason: describeRowError(parsed.error) });
        continue;
      }
      const { site, service } = parsed.data;
      const key = `${site.source}\u0000${site.cm04Cust}\u0000${site.cm04Site}`;
      // One statement may not update a row twice, so rows for the same site are merged first.
      sites.set(key, mergeSite(sites.get(key), site));
      seenSites.add(key);
      if (service) services.push(service);
      if (sites.size + services.length >= batchSize) {
        await writeBatch(db, sites, services);
        summary.servicesAdded += services.length;
        sites = new Map();
        services = [];
        options.onProgress?.(summary);
      }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const code = (error as { code?: string }).code;
    if (code?.startsWith('CSV_') || code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES') {
      throw new ImportFileError(backofficeImportFileMessages.unreadable((error as Error).message));
    }
    throw error;
  }
  reportSkippedBefore(Number.POSITIVE_INFINITY);
  await writeBatch(db, sites, services);
  summary.servicesAdded += services.length;
  summary.sitesUpserted = seenSites.size;
  return summary;
}
