/**
 * Records exchanged with the back office (the spec's TRUX workflows). Field names are the spec's
 * (CM04_*, CM05_*, SC01_*, CD07_*) so that a hauler's data and integrations map one to one.
 * Both back-office adapters return these shapes; the HTTP adapter parses answers with them.
 */
import { z } from 'zod';
import { ZIssueStatusValue } from './issue-status';

// in a module of their own: the customer pages read a ticket's status without the back office's records
export { ISSUE_STATUSES, ZIssueStatusValue, issueStatusFrom, type TIssueStatusValue } from './issue-status';

/** Databases end in _RAW on addresses; the issue and update calls want the name without it. */
export function databaseNameOf(source: string | null | undefined, fallback = 'TRUX_BH_COMP'): string {
  const trimmed = (source ?? '').trim();
  return trimmed === '' ? fallback : trimmed.replace(/_RAW$/i, '');
}

/** Back-office numbers arrive as numbers or numeric strings; anything else counts as 0. */
const ZLooseNumber = z.preprocess((v) => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return 0;
}, z.number());

/** Codes and ids arrive as numbers or text; they are kept as trimmed text. */
const ZCode = z.preprocess((v) => (v === null || v === undefined ? '' : String(v).trim()), z.string());
const ZOptionalText = z.preprocess(
  (v) => (v === null || v === undefined ? null : String(v)),
  z.string().nullable(),
);

/**
 * A back-office site (CM04): its street line, city, state and ZIP, the customer and site numbers, and
 * the source database. The address lookup, the delivery report's TRUX records and an undelivered-cart
 * issue all name a site so.
 */
export const ZBackOfficeSite = z.object({
  CM04_ADD2: ZCode,
  CM04_CITY: ZCode,
  CM04_STAT: ZCode,
  CM04_PZIP: ZCode,
  CM04_CUST: ZCode,
  CM04_SITE: ZCode,
  SOURCE: ZCode,
});
export type TBackOfficeSite = z.infer<typeof ZBackOfficeSite>;

/** CM04 address lookup result (lookup by ZIP). */
export const ZAddressLookupResult = ZBackOfficeSite.extend({
  /** E-mail on file; returned by the address search only. */
  CM04_EMAIL: ZOptionalText.default(null),
  /** The account holder's name; returned by the address search only (never sent to the browser). */
  CM04_NAME: ZOptionalText.default(null),
});
export type TAddressLookupResult = z.infer<typeof ZAddressLookupResult>;

export interface SiteKey {
  source: string;
  cust: string;
  site: string;
}

/**
 * CM05 service record. Residential lookups fill the first group; enterprise lookups also fill the
 * site and billing fields. Sizes and frequencies stay text ("4.00", "1.00") because the screens show
 * the part before the decimal point; rates and quantities are numbers.
 */
export const ZCustomerServiceRecord = z.object({
  CM05_SERV: ZLooseNumber,
  CM05_TYPE: ZCode,
  CM05_SIZE: ZCode,
  /** Unit of the size: GA gallons, YD cubic yards; '' when the back office does not say. */
  CM05_UOM: ZCode.default(''),
  CM05_QTY: ZLooseNumber,
  CM05_RATE: ZLooseNumber,
  /** Start date, YYYY-MM-DD, or null when the back office has none. */
  CM05_SDTE: ZOptionalText.default(null),
  SERVICE_DAY_OF_WEEK: ZCode,
  SITE_NAME: ZOptionalText.default(null),
  SITE_ADDRESS: ZOptionalText.default(null),
  CM05_SITE: ZCode.default(''),
  TOTAL_RATE: ZLooseNumber.default(0),
  FREQUENCY: ZCode.default(''),
  SOURCE: ZCode.default(''),
  CM05_CUST: ZCode.default(''),
  CD07_CODE: ZOptionalText.default(null),
});
export type TCustomerServiceRecord = z.infer<typeof ZCustomerServiceRecord>;

/** One company database and customer an enterprise profile manages. */
export const ZEnterpriseCustomerRef = z.object({
  database: z.string().trim().min(1),
  customerNumber: z.string().trim().min(1),
});
export type TEnterpriseCustomerRef = z.infer<typeof ZEnterpriseCustomerRef>;

export const ZEnterpriseServiceFilters = z.object({
  addressContains: z.string().trim().max(200).optional(),
  siteNameContains: z.string().trim().max(200).optional(),
  serviceTypes: z.array(z.string().trim().min(1).max(8)).max(100).optional(),
  /** Keep only rows whose day of service names at least one weekday (spec 02 §5). */
  regularOnly: z.boolean().optional(),
});
export type TEnterpriseServiceFilters = z.infer<typeof ZEnterpriseServiceFilters>;

export const ZPageRequest = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(1000).default(100),
});
export type TPageRequest = z.infer<typeof ZPageRequest>;

export interface TEnterpriseServicePage {
  items: TCustomerServiceRecord[];
  total: number;
  totals: { services: number; rate: number; sites: number };
}

const WEEKDAY_CODES = new Set(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);

/**
 * A service is regular when its day-of-service text (a comma list such as "MON,WED" or "mon, mon")
 * names at least one weekday; blank or unknown text is a Non Regular Service. The built-in back
 * office applies the same rule in SQL.
 */
export function hasRegularServiceDay(dayOfWeek: string | null | undefined): boolean {
  return (dayOfWeek ?? '').split(',').some((part) => WEEKDAY_CODES.has(part.trim().toUpperCase()));
}

/**
 * How many pickups a week a day-of-service text names: its distinct weekdays ("MON,THU" 2,
 * "mon,mon" 1, blank or unknown 0). A service's FREQUENCY (CM05_CYCL, times per week) must agree.
 */
export function weekdayCount(dayOfWeek: string | null | undefined): number {
  return new Set(
    (dayOfWeek ?? '')
      .split(',')
      .map((part) => part.trim().toUpperCase())
      .filter((part) => WEEKDAY_CODES.has(part)),
  ).size;
}

/** SC01 issue (ticket) record. Vacation holds add start and end dates, so extra SC01 fields pass through. */
export const ZIssueRecord = z.looseObject({
  SC01_SITE: z.string().default(''),
  SC01_CUST: z.string().default(''),
  SC01_SERV: z.union([z.string(), z.number()]).default(''),
  SC01_MISC: z.string().default(''),
  SC01_NAME: z.string().default(''),
  SC01_DREC: z.string().default(''),
  SC01_DMOD: z.string().default(''),
  SC01_DCLO: z.string().default(''),
  SC01_UREC: z.string().default(''),
  SC01_UMOD: z.string().default(''),
  SC01_UCLO: z.string().default(''),
  SC01_UAGN: z.string().default(''),
  SC01_PROB: z.string().default(''),
  /** MP missed pickup, SQ pickup request or damaged cart, VS vacation hold, GQ general question. */
  SC01_TYPE: z.string().trim().min(1),
  SC01_URGN: z.string().default('NE'),
  SC01_CMNT: z.string().default(''),
  SC01_PHON: z.string().default(''),
});
export type TIssueRecord = z.infer<typeof ZIssueRecord>;

export const ZIssueNote = z.object({
  SC02_DATE: z.string(),
  SC02_USER: z.string(),
  SC02_TEXT: z.string(),
  SC02_SYSNOTE: z.boolean().default(false),
});
export type TIssueNote = z.infer<typeof ZIssueNote>;

/** The create-issue call: DatabaseName is the address SOURCE without _RAW (default TRUX_BH_COMP). */
export const ZIssuePayload = z.object({
  DatabaseName: z.string().trim().min(1),
  SC01: ZIssueRecord,
  Notes: z.array(ZIssueNote).default([]),
});
export type TIssuePayload = z.infer<typeof ZIssuePayload>;
export type TIssuePayloadInput = z.input<typeof ZIssuePayload>;

export interface TCreatedIssue {
  IssueID: string;
}

/** Opt-in codes sent to the back office (spec 01 §9). */
export const OPT_IN_CODES = { marketing: '9', notifications: '4', paperlessBilling: '5' } as const;

/** "Update customer in back-office system" (spec 01 §7). */
export const ZUpdateCustomerPayload = z.object({
  SOURCE: z.string().trim().min(1),
  CM03: z.object({
    CM03_CUST: z.string().min(1),
    CM03_NAME: z.string(),
    CM03_EMAIL: z.string(),
    CM03_PHON: z.string(),
  }),
  CM04: z.object({
    CM04_CUST: z.string().min(1),
    CM04_SITE: z.string().min(1),
    CM04_NAME: z.string(),
    CM04_EMAIL: z.string(),
    CM04_PHON: z.string(),
  }),
  NOTIFICATIONS: z.object({
    CC01: z.object({
      CC01_CUST: z.string(),
      CC01_SITE: z.string(),
      CC01_FNAME: z.string(),
      CC01_LNAME: z.string(),
      CC01_EMAIL: z.string(),
      CC01_PHON: z.string(),
    }),
    EN01: z.array(z.object({ EN01_TYPE: z.string() })),
  }),
});
export type TUpdateCustomerPayload = z.infer<typeof ZUpdateCustomerPayload>;

export interface UpdateCustomerSource {
  selectedAddress?: { CM04_CUST?: string | null; CM04_SITE?: string | null; SOURCE?: string | null } | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  optInMarketing?: boolean | null;
  optInNotifications?: boolean | null;
  optInPaperlessBilling?: boolean | null;
}

/**
 * Builds the back-office update from a saved profile: names and e-mails upper-cased, phone digits
 * only, opt-ins as codes. Returns null when the customer id, site id or source is missing, in which
 * case the spec skips the call.
 */
export function buildUpdateCustomerPayload(profile: UpdateCustomerSource): TUpdateCustomerPayload | null {
  const cust = profile.selectedAddress?.CM04_CUST?.trim();
  const site = profile.selectedAddress?.CM04_SITE?.trim();
  const source = profile.selectedAddress?.SOURCE?.trim();
  if (!cust || !site || !source) return null;
  const first = (profile.firstName ?? '').trim().toUpperCase();
  const last = (profile.lastName ?? '').trim().toUpperCase();
  const name = [first, last].filter(Boolean).join(' ');
  const email = (profile.email ?? '').trim().toUpperCase();
  const phone = (profile.phoneNumber ?? '').replace(/\D/g, '');
  const optIns: string[] = [];
  if (profile.optInMarketing) optIns.push(OPT_IN_CODES.marketing);
  if (profile.optInNotifications) optIns.push(OPT_IN_CODES.notifications);
  if (profile.optInPaperlessBilling) optIns.push(OPT_IN_CODES.paperlessBilling);
  return {
    SOURCE: databaseNameOf(source),
    CM03: { CM03_CUST: cust, CM03_NAME: name, CM03_EMAIL: email, CM03_PHON: phone },
    CM04: { CM04_CUST: cust, CM04_SITE: site, CM04_NAME: name, CM04_EMAIL: email, CM04_PHON: phone },
    NOTIFICATIONS: {
      CC01: {
        CC01_CUST: cust,
        CC01_SITE: site,
        CC01_FNAME: first,
        CC01_LNAME: last,
        CC01_EMAIL: email,
        CC01_PHON: phone,
      },
      EN01: optIns.map((code) => ({ EN01_TYPE: code })),
    },
  };
}

/** Sales rep (CD07). */
export const ZSalesRep = z.object({
  CD07_CODE: ZCode,
  CD07_DESC: ZCode,
  CD07_EMAIL: ZOptionalText.default(null),
  phone: ZOptionalText.default(null),
});
export type TSalesRep = z.infer<typeof ZSalesRep>;

/** Agent a staff member may assign an issue to. */
export const ZAgent = z.object({ Username: ZCode, 'Full Name': ZCode });
export type TAgent = z.infer<typeof ZAgent>;

export const ZCompany = z.object({ database: ZCode, companyFullName: ZCode });
export type TCompany = z.infer<typeof ZCompany>;

/** A row of the enterprise pick list: one company customer and one of its sites. */
export const ZCompanyCustomer = ZCompany.extend({
  customerNumber: ZCode,
  customerName: ZCode,
  siteId: ZOptionalText.default(null),
  siteName: ZOptionalText.default(null),
  salesRepCode: ZOptionalText.default(null),
});
export type TCompanyCustomer = z.infer<typeof ZCompanyCustomer>;

export interface TPage<T> {
  items: T[];
  total: number;
}

/** TRUX service record used by the delivery report. */
export const ZTruxServiceRecord = ZBackOfficeSite.extend({
  CM04_NAME: ZCode,
  SERVICEDAY: ZCode,
  CM05_TYPE: ZCode,
  CM05_SIZE: ZCode,
  CM05_QTY: ZLooseNumber,
  CM05_CYCL: ZCode,
  CM05_UOM: ZCode,
  CM05_CTG: ZCode,
});
export type TTruxServiceRecord = z.infer<typeof ZTruxServiceRecord>;

/** One SC02 note of a ticket as the portal shows it. */
export const ZIssueStatusNote = z.object({
  date: z.string(),
  user: z.string(),
  text: z.string(),
});
export type TIssueStatusNote = z.infer<typeof ZIssueStatusNote>;

/** The answer of getIssueStatus: where the ticket stands and its notes, oldest first. */
export const ZIssueStatus = z.object({
  status: ZIssueStatusValue,
  /** The note the ticket was closed with; null while it is not closed (or was closed without one). */
  closingNote: z.string().nullable(),
  notes: z.array(ZIssueStatusNote),
});
export type TIssueStatus = z.infer<typeof ZIssueStatus>;

/** A staff change to a ticket in the built-in back office: a new status and/or a note, by a user. */
export const ZIssueUpdate = z
  .object({
    status: ZIssueStatusValue.optional(),
    note: z.string().trim().min(1).max(2000).optional(),
    /** Who made the change (stored as the note's SC02_USER). */
    user: z.string().trim().min(1).max(200),
  })
  .refine((u) => u.status !== undefined || u.note !== undefined, {
    message: 'Choose a status or write a note.',
    path: ['status'],
  });
export type TIssueUpdate = z.infer<typeof ZIssueUpdate>;
