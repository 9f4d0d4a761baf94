/**
 * The admin API of portal setups (spec 03 §2.5–2.7, §5 "Portal setup", §8): request and response
 * schemas, the rules the server adds to the entity schema, and the messages. The create and edit
 * forms use the same rules, so every check runs in the browser and again on the server.
 */
import { z } from 'zod';
import { fieldsOf } from './fields-of';
import { pageResult, ZPageQuery } from './pagination';
import {
  ENTERPRISE_PORTAL_TYPE,
  RESIDENTIAL_PORTAL_TYPE,
  ratesYearRange,
  ZPortalSetupFields,
  type TPortalSetupCreate,
} from './portal-setup';
import { ZFaqContent, ZHomeContent, ZServicesContent, ZSupportContent } from './content';
import { emptyToUndefined } from './list-query';

export const PORTAL_SETUPS_PAGE_SIZE = 20;

export const portalSetupMessages = {
  created: 'Customer portal setup completed successfully!',
  createFailed: 'Failed to create customer portal. Please try again.',
  updated: 'Customer portal updated successfully!',
  updateFailed: 'Failed to update customer portal. Please try again.',
  loadFailed: 'Failed to fetch customer setups',
  notFound: 'Portal setup not found.',
  duplicateTitle: 'A portal setup with this title already exists. Please choose a different portal title.',
  /** A ZIP code selects the portal a registering customer lands on, so it may belong to one setup only. */
  zipTaken: (zip: string, title: string) =>
    `ZIP code ${zip} is already used by the portal setup "${title}". Remove it there first.`,
  defaultTaken: (title: string) =>
    `"${title}" is already the default portal setup. Turn that off first; there can be only one default.`,
  ratesYear: (min: number, max: number) => `The rates year must be between ${min} and ${max}.`,
  demurrageStep: 'The demurrage daily rate allows at most 3 decimal places.',
  inUse: (n: number) => `This portal setup is used by ${n} customer profiles and cannot be deleted.`,
} as const;

export interface RuleIssue {
  path: string;
  reason: 'ratesYear' | 'demurrageStep';
  message: string;
  /** Values for the message (min and max years). */
  values?: Record<string, number>;
}

function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * The rules the entity schema cannot hold by itself because they depend on today or on the stored
 * record: the rates year from this year to 5 years on (an edit may keep the year the setup already
 * had), and the demurrage daily rate in steps of 0.001 (rates are kept to cents by the schema).
 */
export function portalSetupRuleIssues(
  setup: Pick<TPortalSetupCreate, 'currentRatesYear' | 'defaultDemurrageDailyRate'>,
  options: { today: Date; storedRatesYear?: number },
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const { min, max } = ratesYearRange(options.today);
  const year = setup.currentRatesYear;
  if (year !== options.storedRatesYear && (year < min || year > max)) {
    issues.push({
      path: 'currentRatesYear',
      reason: 'ratesYear',
      message: portalSetupMessages.ratesYear(min, max),
      values: { min, max },
    });
  }
  if (!hasAtMostDecimals(setup.defaultDemurrageDailyRate, 3)) {
    issues.push({
      path: 'defaultDemurrageDailyRate',
      reason: 'demurrageStep',
      message: portalSetupMessages.demurrageStep,
    });
  }
  return issues;
}

/**
 * Adds a ZIP code to a list the way the form does (spec §5): trimmed, only when non-empty, 5 digits
 * and not already listed. Returns the new list, or the reason it was not added.
 */
export function addZipCode(
  list: readonly string[],
  input: string,
): { ok: true; list: string[] } | { ok: false; reason: 'empty' | 'invalid' | 'duplicate' } {
  const zip = input.trim();
  if (zip === '') return { ok: false, reason: 'empty' };
  if (!/^\d{5}$/.test(zip)) return { ok: false, reason: 'invalid' };
  if (list.includes(zip)) return { ok: false, reason: 'duplicate' };
  return { ok: true, list: [...list, zip] };
}

// ---------------------------------------------------------------------------------------------
// records

/** A stored setup as the API answers it: the whole entity plus who changed it and when. */
export const ZPortalSetupRecord = z.object({
  ...ZPortalSetupFields.shape,
  searchCustType: z.string(),
  claimWaitingDays: z.number().int().nullable(),
  /** The waiting period of a portal that sets none (ADDRESS_CLAIM_WAITING_DAYS); shown in the form. */
  claimWaitingDefault: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TPortalSetupRecord = z.output<typeof ZPortalSetupRecord>;

export const ZPortalSetupIdParams = z.object({ id: z.string().trim().min(1).max(200) });

export const SETUP_SERVICES = ['trash', 'recycling', 'yardwaste'] as const;
export type TSetupService = (typeof SETUP_SERVICES)[number];

/** The services a portal offers: the ones its customers see (serviceDisplay flags count as on unless false). */
export function offeredServices(setup: {
  displayOptions?: {
    serviceDisplay?: { showTrash?: boolean; showRecycling?: boolean; showYardwaste?: boolean };
  };
}): TSetupService[] {
  const display = setup.displayOptions?.serviceDisplay ?? {};
  const offered: TSetupService[] = [];
  if (display.showTrash !== false) offered.push('trash');
  if (display.showRecycling !== false) offered.push('recycling');
  if (display.showYardwaste !== false) offered.push('yardwaste');
  return offered;
}

// ---------------------------------------------------------------------------------------------
// the list

const optionalText = z.preprocess(emptyToUndefined, z.string().trim().max(200).optional());
const flagParam = z.preprocess(
  (v) =>
    v === 'true' || v === true || v === '1'
      ? true
      : v === 'false' || v === false || v === '0'
        ? false
        : undefined,
  z.boolean().optional(),
);

export const ZPortalSetupListQuery = ZPageQuery.extend({
  /** Portal title contains (case-insensitive). */
  title: optionalText,
  /** Customer ID contains. */
  customerId: optionalText,
  /** Business code contains (case-insensitive). */
  businessCode: optionalText,
  /** Only setups that offer the service. */
  ...fieldsOf(SETUP_SERVICES, flagParam),
  billingCycle: optionalText,
  serviceCategory: optionalText,
  serviceWeekCode: optionalText,
});
export type TPortalSetupListQuery = z.output<typeof ZPortalSetupListQuery>;

export const ZPortalSetupListItem = z.object({
  id: z.string(),
  portalTitle: z.string(),
  portalType: z.enum([RESIDENTIAL_PORTAL_TYPE, ENTERPRISE_PORTAL_TYPE]),
  customerId: z.string().nullable(),
  businessCode: z.string().nullable(),
  billingCycle: z.string().nullable(),
  serviceCategory: z.string().nullable(),
  serviceWeekCode: z.string().nullable(),
  services: z.array(z.enum(SETUP_SERVICES)),
  zipCodes: z.array(z.string()),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type TPortalSetupListItem = z.infer<typeof ZPortalSetupListItem>;

export const ZPortalSetupListResult = pageResult(ZPortalSetupListItem);
export type TPortalSetupListResult = z.infer<typeof ZPortalSetupListResult>;

export const ZPortalSetupFilterOptions = z.object({
  billingCycles: z.array(z.string()),
  serviceCategories: z.array(z.string()),
  serviceWeekCodes: z.array(z.string()),
});
export type TPortalSetupFilterOptions = z.infer<typeof ZPortalSetupFilterOptions>;

/** The list filters as the page holds them. */
export interface TPortalSetupFilters {
  title: string;
  customerId: string;
  businessCode: string;
  services: TSetupService[];
  billingCycle: string | null;
  serviceCategory: string | null;
  serviceWeekCode: string | null;
}

export const NO_PORTAL_SETUP_FILTERS: TPortalSetupFilters = {
  title: '',
  customerId: '',
  businessCode: '',
  services: [],
  billingCycle: null,
  serviceCategory: null,
  serviceWeekCode: null,
};

/** The number on the filter badge: each text filter, each checked service and each chosen dropdown. */
export function activeFilterCount(filters: TPortalSetupFilters): number {
  return (
    [filters.title, filters.customerId, filters.businessCode].filter((v) => v.trim() !== '').length +
    filters.services.length +
    [filters.billingCycle, filters.serviceCategory, filters.serviceWeekCode].filter(
      (v) => v !== null && v !== '',
    ).length
  );
}

/** The query string of a filtered list page. */
export function listQueryOf(
  filters: TPortalSetupFilters,
  page: number,
  pageSize = PORTAL_SETUPS_PAGE_SIZE,
): Record<string, string | number | boolean | undefined> {
  return {
    page,
    pageSize,
    title: filters.title.trim() || undefined,
    customerId: filters.customerId.trim() || undefined,
    businessCode: filters.businessCode.trim() || undefined,
    trash: filters.services.includes('trash') || undefined,
    recycling: filters.services.includes('recycling') || undefined,
    yardwaste: filters.services.includes('yardwaste') || undefined,
    billingCycle: filters.billingCycle ?? undefined,
    serviceCategory: filters.serviceCategory ?? undefined,
    serviceWeekCode: filters.serviceWeekCode ?? undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// content preview

export const PREVIEW_CONTENT_KINDS = ['home', 'support', 'faq', 'services'] as const;
export type TPreviewContentKind = (typeof PREVIEW_CONTENT_KINDS)[number];

function slot<T extends z.ZodType>(content: T) {
  return z.object({ status: z.enum(['ok', 'error']), content: content.nullable() });
}

/** GET /api/admin/portal-setups/{id}/content: each kind on its own, so one failing kind does not hide the rest. */
export const ZPortalContentPreview = z.object({
  portalTitle: z.string(),
  home: slot(ZHomeContent),
  support: slot(ZSupportContent),
  faq: slot(ZFaqContent),
  services: slot(ZServicesContent),
});
export type TPortalContentPreview = z.infer<typeof ZPortalContentPreview>;

/** Service descriptions in the preview are cut to 100 characters (spec §2.6). */
export const PREVIEW_DESCRIPTION_LENGTH = 100;

export function cutDescription(text: string, length = PREVIEW_DESCRIPTION_LENGTH): string {
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, length).join('').trimEnd()}…`;
}
