/**
 * The Customer Profiles admin list (spec 03 §2.9, §8, §9): filters, keyset pages of 20, the counts of
 * the footer "Showing X of Y customers (total: Z)", the delete answer and the spreadsheet export.
 * Shared by the Fastify routes (validation, OpenAPI) and the web page.
 *
 * Pages are keyset pages (newest first, ties broken by uid): the answer carries an opaque `nextCursor`
 * that the next request sends back, so a page 10,000 rows deep costs what the first page costs.
 */
import { z } from 'zod';
import { ZProfileAddress } from '../customer-contact';
import {
  decodeKeysetCursor,
  emptyToUndefined,
  encodeKeysetCursor,
  keysetPage,
  listQueries,
  optionalDate,
} from '../list-query';
import { DATE_TIME_ISO_FORMAT, excelSerialAt, timestampedExportFileName } from '../spreadsheet-dates';

/** 20 shown at a time; Load More adds 20 (spec §9). */
export const CUSTOMER_PROFILE_PAGE_SIZE = 20;

export const CUSTOMER_TYPES = ['residential', 'enterprise'] as const;
export const ZCustomerType = z.enum(CUSTOMER_TYPES);
export type TCustomerType = z.infer<typeof ZCustomerType>;

export const ENTRY_TYPE_OF: Record<TCustomerType, 'CustomerProfile' | 'EnterpriseCustomerProfile'> = {
  residential: 'CustomerProfile',
  enterprise: 'EnterpriseCustomerProfile',
};

const filterShape = {
  /** Customer name, organization or site contains (case-insensitive), or customer number contains. */
  customer: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  /** The `?customerId=` link: exactly this customer. */
  customerId: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  /** Portal setup id (the profile's defaultServicesId). */
  portal: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  customerType: z.preprocess(emptyToUndefined, ZCustomerType.optional()),
  zip: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Please enter a valid 5-digit ZIP code.')
      .optional(),
  ),
  /** Created on or after this day (UTC). */
  createdFrom: optionalDate,
  /** Created on or before this day (UTC). */
  createdTo: optionalDate,
  hasServiceChanges: z.preprocess(
    (v) => (v === 'true' || v === true ? true : v === 'false' || v === false ? false : emptyToUndefined(v)),
    z.boolean().optional(),
  ),
};

const queries = listQueries(filterShape);

export const ZCustomerProfileFilters = queries.filters;
export type TCustomerProfileFilters = z.output<typeof ZCustomerProfileFilters>;
export type TCustomerProfileFiltersInput = z.input<typeof ZCustomerProfileFilters>;

/** True when any filter is set (the page then shows Clear All Filters). */
export function hasActiveFilters(filters: TCustomerProfileFiltersInput): boolean {
  return Object.values(filters).some((v) => v !== undefined && v !== '' && v !== null);
}

// ---------------------------------------------------------------------------------------------
// the keyset cursor

/** Where a page ends: the last row's creation time (microseconds, UTC text) and uid. */
export interface TCustomerProfileCursor {
  createdAt: string;
  uid: string;
}

export function encodeCustomerProfileCursor(cursor: TCustomerProfileCursor): string {
  return encodeKeysetCursor({ createdAt: cursor.createdAt, id: cursor.uid });
}

/** The cursor, or undefined when the text is not one this server made. */
export function decodeCustomerProfileCursor(text: string): TCustomerProfileCursor | undefined {
  const cursor = decodeKeysetCursor(text);
  return cursor && { createdAt: cursor.createdAt, uid: cursor.id };
}

/** The filters and the `nextCursor` of the previous page (absent for the first page). */
export const ZCustomerProfileListQuery = queries.page;
export type TCustomerProfileListQuery = z.output<typeof ZCustomerProfileListQuery>;

// ---------------------------------------------------------------------------------------------
// the answer

export const ZCustomerProfileListItem = z.object({
  uid: z.string(),
  customerType: ZCustomerType,
  defaultServicesId: z.string().nullable(),
  /** The portal setup's title; null when the profile has none (the page shows "Unknown"). */
  portalTitle: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  organizationName: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string(),
  ...ZProfileAddress.shape,
  customerNumber: z.string().nullable(),
  hasServiceChanges: z.boolean(),
  createdAt: z.string(),
});
export type TCustomerProfileListItem = z.infer<typeof ZCustomerProfileListItem>;

/**
 * With a filter, matches are counted up to this many: an exact count of a common fragment's matches
 * at a million profiles costs as much as reading them all (see docs/benchmarks.md).
 */
export const MATCHING_COUNT_CAP = 1_000;

export const ZCustomerProfileCounts = z.object({
  /** Profiles matching the filters (Y); MATCHING_COUNT_CAP when `matchingCapped`. */
  matching: z.number().int().min(0),
  /** True when more than MATCHING_COUNT_CAP profiles match (the page shows "1,000+"). */
  matchingCapped: z.boolean(),
  /** All profiles (Z). */
  total: z.number().int().min(0),
});
export type TCustomerProfileCounts = z.infer<typeof ZCustomerProfileCounts>;

export const ZCustomerProfileListResult = keysetPage(ZCustomerProfileListItem, ZCustomerProfileCounts);
export type TCustomerProfileListResult = z.infer<typeof ZCustomerProfileListResult>;

export const ZCustomerProfileFilterOptions = z.object({
  portals: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type TCustomerProfileFilterOptions = z.infer<typeof ZCustomerProfileFilterOptions>;

export const ZCustomerProfileUidParams = z.object({ uid: z.string().trim().min(1).max(200) });

export const ZDeletedCustomerProfile = z.object({
  uid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type TDeletedCustomerProfile = z.infer<typeof ZDeletedCustomerProfile>;

/** How a list row names its address: street plus city, or a dash (spec §2.9). */
export function customerAddressText(item: Pick<TCustomerProfileListItem, 'street' | 'city'>): string {
  const parts = [item.street, item.city].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : '-';
}

// ---------------------------------------------------------------------------------------------
// the export (spec §9)

export const CUSTOMER_EXPORT_SHEET_NAME = 'Customer Services';
export const NO_CUSTOMER_DATA_TO_EXPORT = 'No customer data to export.';

export const EXPORT_SERVICES = [
  { key: 'trash', label: 'Trash (RG)', setupKey: 'defaultTrashService' },
  { key: 'recycling', label: 'Recycling (RR)', setupKey: 'defaultRecyclingService' },
  { key: 'yardwaste', label: 'Yard Waste (RY)', setupKey: 'defaultYardwasteService' },
] as const;

export const CUSTOMER_EXPORT_COLUMNS = [
  'Customer ID',
  'Customer Type',
  'Portal',
  'First Name',
  'Last Name',
  'Organization',
  'Email',
  'Phone',
  'Address',
  'Apt/Unit',
  'City',
  'State',
  'ZIP Code',
  'Customer Number',
  'Site',
  'Created',
  ...EXPORT_SERVICES.flatMap((s) => [`${s.label} Size`, `${s.label} Additional Carts`]),
  'Service Changes',
] as const;
export type TCustomerExportColumn = (typeof CUSTOMER_EXPORT_COLUMNS)[number];

/** customer-services-export-{timestamp}.xlsx, the timestamp safe in a file name. */
export function customerExportFileName(now: Date): string {
  return timestampedExportFileName('customer-services-export', now);
}

/** The Created column: a date cell shown as before, YYYY-MM-DD HH:MM, in the portal's local time. */
export const CUSTOMER_EXPORT_DATE_FORMATS: Partial<Record<TCustomerExportColumn, string>> = {
  Created: DATE_TIME_ISO_FORMAT,
};

/** ZIP codes are cut to 5 characters (ZIP+4 becomes the ZIP). */
export function zip5(zip: string | null | undefined): string {
  return (zip ?? '').trim().slice(0, 5);
}

/** One profile as the export reads it. */
export interface CustomerExportSource {
  uid: string;
  customerType: TCustomerType;
  firstName: string;
  lastName: string;
  organizationName: string | null;
  email: string;
  phoneNumber: string;
  street: string | null;
  aptUnit: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  customerNumber: string | null;
  site: string | null;
  /** ISO 8601 in UTC (YYYY-MM-DDTHH:MM:SS…Z). */
  createdAt: string;
  /** The profile's serviceChanges (requested size changes and additional carts per service). */
  serviceChanges: Record<string, unknown>;
}

/** The profile's portal: its title and default services (defaultTrashService …), by setup key. */
export interface CustomerExportPortal {
  title: string;
  defaults: PortalDefaultServices;
}
export type PortalDefaultServices = Partial<Record<string, Record<string, unknown> | undefined>>;

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function sizeText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value} gal`;
  if (typeof value === 'string' && value.trim() !== '') return `${value.trim()} gal`;
  return '';
}

/**
 * One spreadsheet row per customer, in CUSTOMER_EXPORT_COLUMNS order: the contact and address, and per
 * service the size (the requested size where the customer asked for another, else the portal's
 * default) and the additional carts; Created as an Excel serial of the time in `timeZone` (the row's
 * portal's). Called a million times by an export: one array, no per-row objects beyond it.
 */
export function customerExportCells(
  source: CustomerExportSource,
  portal: CustomerExportPortal | undefined,
  timeZone: string,
): (string | number)[] {
  const cells: (string | number)[] = [
    source.uid,
    source.customerType === 'enterprise' ? 'Enterprise' : 'Residential',
    portal?.title ?? 'Unknown',
    source.firstName,
    source.lastName,
    source.organizationName ?? '',
    source.email,
    source.phoneNumber,
    source.street ?? '',
    source.aptUnit ?? '',
    source.city ?? '',
    source.state ?? '',
    zip5(source.zipCode),
    source.customerNumber ?? '',
    source.site ?? '',
    excelSerialAt(source.createdAt, timeZone) ?? '',
  ];
  let changed = '';
  for (const service of EXPORT_SERVICES) {
    const changes = record(source.serviceChanges[service.key]);
    const changedDefaults = changes && record(changes.changedDefaults);
    const additional = changes && Array.isArray(changes.additional) ? (changes.additional as unknown[]) : [];
    let carts = 0;
    for (const cart of additional) {
      const qty = Number(record(cart)?.CM05_QTY ?? 1);
      carts += Number.isFinite(qty) && qty > 0 ? qty : 1;
    }
    cells.push(sizeText(changedDefaults?.CM05_SIZE ?? portal?.defaults[service.setupKey]?.CM05_SIZE), carts);
    if (changedDefaults || carts > 0) changed = changed ? `${changed}, ${service.label}` : service.label;
  }
  cells.push(changed);
  return cells;
}
