/**
 * One row of a back-office CSV export: a site (CM04) and, optionally, one of its services (CM05).
 * Every cell arrives as text (or is missing when the file has no such column); this schema turns a
 * row into the values stored in bo_sites and bo_services, or says what is wrong with it.
 */
import { z } from 'zod';

/** Columns a file must have; without them no row can be imported. */
export const REQUIRED_COLUMNS = [
  'CM04_CUST',
  'CM04_SITE',
  'SOURCE',
  'CM04_ADD2',
  'CM04_CITY',
  'CM04_STAT',
  'CM04_PZIP',
] as const;

export const OPTIONAL_COLUMNS = [
  'CM04_NAME',
  'CM04_EMAIL',
  'CM04_PHON',
  'MULTI_FAMILY',
  'LATITUDE',
  'LONGITUDE',
  'CM05_SERV',
  'CM05_TYPE',
  'CM05_SIZE',
  'CM05_QTY',
  'CM05_RATE',
  'CM05_SDTE',
  'SERVICE_DAY_OF_WEEK',
  'CM05_CYCL',
  'CM05_UOM',
  'CM05_CTG',
  'TOTAL_RATE',
  'CD07_CODE',
] as const;

export const SERVICE_COLUMNS = OPTIONAL_COLUMNS.slice(OPTIONAL_COLUMNS.indexOf('CM05_SERV'));

type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

/**
 * The longest value (in characters, after trimming) each column may hold: what the back office's
 * (TRUX) own fields allow, with room to spare. A longer cell is not back-office data (an imported 50 MB
 * address once made every ZIP search answer 52 MB), so its row is rejected with the reason, and the
 * numbers stay inside their database columns (CM05_QTY × CM05_RATE within numeric(12,2)).
 */
export const FIELD_MAX_LENGTH = {
  CM04_CUST: 20,
  CM04_SITE: 20,
  SOURCE: 40,
  CM04_NAME: 80,
  CM04_ADD2: 80,
  CM04_CITY: 40,
  // a state is 2 letters and a ZIP 5 or 9 digits (their formats are checked next, with a clearer
  // message): room enough to read a mistake such as "Indiana"
  CM04_STAT: 20,
  CM04_PZIP: 20,
  CM04_EMAIL: 254,
  CM04_PHON: 25,
  MULTI_FAMILY: 5,
  // decimal degrees: a sign, three digits and more decimals than any survey needs
  LATITUDE: 20,
  LONGITUDE: 20,
  CM05_SERV: 6,
  CM05_TYPE: 8,
  CM05_SIZE: 12,
  CM05_QTY: 4,
  CM05_RATE: 16,
  CM05_SDTE: 10,
  SERVICE_DAY_OF_WEEK: 20,
  CM05_CYCL: 10,
  CM05_UOM: 10,
  CM05_CTG: 10,
  TOTAL_RATE: 16,
  CD07_CODE: 10,
} as const satisfies Record<Column, number>;

/** The largest amounts a row may give (CM05_SIZE in yards or gallons, the rates in dollars). */
export const AMOUNT_MAX = { CM05_SIZE: 100_000, CM05_RATE: 1_000_000, TOTAL_RATE: 1_000_000 } as const;

/**
 * Control characters other than tab and line breaks: PostgreSQL cannot store NUL at all (one NUL cell
 * used to stop the whole import), and none of them belongs in back-office text.
 */
// eslint-disable-next-line no-control-regex -- the very characters refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A cell's text within its column's limits (see FIELD_MAX_LENGTH and CONTROL). */
const text = (name: Column) => {
  const max = FIELD_MAX_LENGTH[name];
  return z
    .string()
    .refine((v) => !CONTROL.test(v), `${name} contains a control character (such as NUL)`)
    .refine((v) => v.length <= max, `${name} is longer than ${max} characters`);
};

/** Missing column or blank cell → undefined, so "optional" means the same for both. */
const cell = (name: Column) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
    text(name).optional(),
  );
const requiredCell = (name: Column) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: `${name} is required` })
      .min(1, `${name} is required`)
      .pipe(text(name)),
  );

const id = (name: Column) =>
  requiredCell(name).pipe(z.string().regex(/^[A-Za-z0-9-]{1,20}$/, `${name} must be 1–20 letters or digits`));

/** "$1,234.50" → 1234.5; blank → undefined. */
const amount = (name: keyof typeof AMOUNT_MAX) =>
  cell(name).transform((v, ctx) => {
    if (v === undefined) return undefined;
    const n = Number(v.replace(/[$,]/g, ''));
    if (!Number.isFinite(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a number of 0 or more, got "${v}"` });
      return z.NEVER;
    }
    if (n > AMOUNT_MAX[name]) {
      ctx.addIssue({ code: 'custom', message: `${name} must be at most ${AMOUNT_MAX[name]}, got "${v}"` });
      return z.NEVER;
    }
    return n;
  });

/** The range of each coordinate, in WGS84 decimal degrees. */
export const COORDINATE_RANGE = { LATITUDE: 90, LONGITUDE: 180 } as const;

/** A coordinate in decimal degrees ("42.2786", "-87.8467"); blank → undefined. */
const coordinate = (name: keyof typeof COORDINATE_RANGE) =>
  cell(name).transform((v, ctx) => {
    if (v === undefined) return undefined;
    const n = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v) ? Number(v) : NaN;
    const limit = COORDINATE_RANGE[name];
    if (!Number.isFinite(n) || Math.abs(n) > limit) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be decimal degrees from -${limit} to ${limit}, got "${v}"`,
      });
      return z.NEVER;
    }
    return n;
  });

/** YYYY-MM-DD or M/D/YYYY (the two ways exports write dates) → YYYY-MM-DD. */
export function normaliseDate(value: string): string | null {
  let year: number, month: number, day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [year, month, day] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

export const ZImportRow = z
  .object({
    CM04_CUST: id('CM04_CUST'),
    CM04_SITE: id('CM04_SITE'),
    SOURCE: requiredCell('SOURCE').pipe(
      z.string().regex(/^[A-Za-z0-9_]{1,40}$/, 'SOURCE must be a database name such as TRUX_LR_COMP_RAW'),
    ),
    CM04_NAME: cell('CM04_NAME'),
    CM04_ADD2: requiredCell('CM04_ADD2'),
    CM04_CITY: requiredCell('CM04_CITY'),
    CM04_STAT: requiredCell('CM04_STAT').pipe(
      z.string().regex(/^[A-Za-z]{2}$/, 'CM04_STAT must be a 2-letter state code'),
    ),
    CM04_PZIP: requiredCell('CM04_PZIP').pipe(
      z.string().regex(/^\d{5}(-\d{4})?$/, 'CM04_PZIP must be a 5-digit ZIP code'),
    ),
    CM04_EMAIL: cell('CM04_EMAIL').pipe(z.email('CM04_EMAIL is not a valid e-mail address').optional()),
    CM04_PHON: cell('CM04_PHON').transform((v, ctx) => {
      if (v === undefined) return undefined;
      const digits = v.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
      if (digits.length !== 10) {
        ctx.addIssue({ code: 'custom', message: `CM04_PHON must have 10 digits, got "${v}"` });
        return z.NEVER;
      }
      return digits;
    }),
    MULTI_FAMILY: cell('MULTI_FAMILY').transform((v, ctx) => {
      if (v === undefined) return undefined;
      const yes = ['Y', 'YES', 'TRUE', '1'].includes(v.toUpperCase());
      const no = ['N', 'NO', 'FALSE', '0'].includes(v.toUpperCase());
      if (!yes && !no) {
        ctx.addIssue({ code: 'custom', message: `MULTI_FAMILY must be Y or N, got "${v}"` });
        return z.NEVER;
      }
      return yes;
    }),
    LATITUDE: coordinate('LATITUDE'),
    LONGITUDE: coordinate('LONGITUDE'),
    CM05_SERV: cell('CM05_SERV'),
    CM05_TYPE: cell('CM05_TYPE'),
    CM05_SIZE: amount('CM05_SIZE'),
    CM05_QTY: cell('CM05_QTY'),
    CM05_RATE: amount('CM05_RATE'),
    CM05_SDTE: cell('CM05_SDTE'),
    SERVICE_DAY_OF_WEEK: cell('SERVICE_DAY_OF_WEEK'),
    CM05_CYCL: cell('CM05_CYCL'),
    CM05_UOM: cell('CM05_UOM'),
    CM05_CTG: cell('CM05_CTG'),
    TOTAL_RATE: amount('TOTAL_RATE'),
    CD07_CODE: cell('CD07_CODE'),
  })
  .transform((row, ctx) => {
    if ((row.LATITUDE === undefined) !== (row.LONGITUDE === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'LATITUDE and LONGITUDE must be given together' });
      return z.NEVER;
    }
    const site = {
      source: row.SOURCE.toUpperCase(),
      cm04Cust: row.CM04_CUST,
      cm04Site: row.CM04_SITE,
      cm04Name: row.CM04_NAME ?? null,
      cm04Add2: row.CM04_ADD2.toUpperCase(),
      cm04City: row.CM04_CITY.toUpperCase(),
      cm04Stat: row.CM04_STAT.toUpperCase(),
      cm04Pzip: row.CM04_PZIP.slice(0, 5),
      cm04Email: row.CM04_EMAIL ?? null,
      cm04Phon: row.CM04_PHON ?? null,
      /** null: the file does not say; keep what is stored. */
      multiFamily: row.MULTI_FAMILY ?? null,
      /** null: the file does not say; keep what is stored. */
      latitude: row.LATITUDE ?? null,
      longitude: row.LONGITUDE ?? null,
    };
    const hasService = SERVICE_COLUMNS.some((column) => row[column] !== undefined);
    if (!hasService) return { site, service: null };

    let invalid = false;
    const problem = (message: string) => {
      invalid = true;
      ctx.addIssue({ code: 'custom', message });
    };
    const serv = row.CM05_SERV === undefined ? NaN : Number(row.CM05_SERV);
    if (!Number.isInteger(serv) || serv < 0)
      problem('CM05_SERV must be a whole number when service columns are filled');
    if (!row.CM05_TYPE || !/^[A-Za-z0-9]{1,8}$/.test(row.CM05_TYPE))
      problem('CM05_TYPE must be a service code such as RG when service columns are filled');
    if (row.CM05_SIZE === undefined) problem('CM05_SIZE is required when service columns are filled');
    const qty = row.CM05_QTY === undefined ? 1 : Number(row.CM05_QTY);
    if (!Number.isInteger(qty) || qty < 0)
      problem(`CM05_QTY must be a whole number of 0 or more, got "${row.CM05_QTY}"`);
    const startDate = row.CM05_SDTE === undefined ? null : normaliseDate(row.CM05_SDTE);
    if (row.CM05_SDTE !== undefined && startDate === null)
      problem(`CM05_SDTE must be a date like 2026-04-01 or 4/1/2026, got "${row.CM05_SDTE}"`);
    if (invalid) return z.NEVER;

    const rate = row.CM05_RATE ?? 0;
    return {
      site,
      service: {
        source: site.source,
        cm05Cust: site.cm04Cust,
        cm05Site: site.cm04Site,
        cm05Serv: serv,
        cm05Type: row.CM05_TYPE!.toUpperCase(),
        cm05Size: String(row.CM05_SIZE),
        cm05Qty: qty,
        cm05Rate: rate.toFixed(2),
        cm05Sdte: startDate,
        serviceDayOfWeek: row.SERVICE_DAY_OF_WEEK ?? '',
        cm05Cycl: row.CM05_CYCL ?? null,
        cm05Uom: row.CM05_UOM ?? null,
        cm05Ctg: row.CM05_CTG ?? null,
        totalRate: (row.TOTAL_RATE ?? rate * qty).toFixed(2),
        cd07Code: row.CD07_CODE ?? null,
      },
    };
  });
export type TImportRow = z.output<typeof ZImportRow>;

/** The first problem of a row, as the one-line reason the import reports. */
export function describeRowError(error: z.ZodError): string {
  return error.issues.map((issue) => issue.message).join('; ');
}
