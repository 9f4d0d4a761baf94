/**
 * The back-office CSV import in the admin area (issue 17): the same file and the same line-numbered
 * report of rejected rows as `npm run import`, with progress for large files, so nobody has to stop
 * the portal to load back-office data.
 */
import { z } from 'zod';

/** The largest file the admin area takes (the CLI has no limit). */
export const BACKOFFICE_IMPORT_MAX_BYTES = 200 * 1024 * 1024;
/** Rejected rows listed in the report; the count covers them all. */
export const BACKOFFICE_IMPORT_REJECTED_SHOWN = 1_000;

export const backofficeImportMessages = {
  noFile: 'Choose a CSV file to import.',
  tooLarge: 'The file is larger than 200 MB. Split it, or use npm run import on the server.',
  notFound: 'This import is not known to the server (it may have restarted). Start it again.',
  interrupted: 'The import stopped unexpectedly. Rows already read are saved; start it again to finish.',
} as const;

/** A file the import cannot use at all; the value is the file's (its missing columns, the parser's words). */
export const backofficeImportFileMessages = {
  headerMissing: (columns: string) => `The header row is missing ${columns}.`,
  unreadable: (reason: string) => `The file could not be read: ${reason}`,
} as const;

export const ZBackofficeImportState = z.enum(['running', 'completed', 'error']);

export const ZBackofficeImportProgress = z.object({
  id: z.string(),
  fileName: z.string(),
  state: ZBackofficeImportState,
  bytesTotal: z.number().int().min(0),
  bytesRead: z.number().int().min(0),
  rowsRead: z.number().int().min(0),
  sitesUpserted: z.number().int().min(0),
  servicesAdded: z.number().int().min(0),
  rowsRejected: z.number().int().min(0),
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  ignoredColumns: z.array(z.string()),
  /** Why the file as a whole could not be imported (state error). */
  error: z.string().nullable(),
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TBackofficeImportProgress = z.infer<typeof ZBackofficeImportProgress>;

export const ZBackofficeImportIdParams = z.object({ id: z.uuid() });
