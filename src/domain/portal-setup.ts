/**
 * The portal setup (the spec's PortalSetupDefaults): one record per municipality or for the shared
 * enterprise portal. These schemas are the one rule for the admin forms, the API and the database
 * writers; every default here is a spec default (spec 03 §3 and §9, spec 02 §3 and §9).
 *
 * Rates and sizes are numbers. Older records stored them as numeric strings ("26.52"), so numeric
 * strings are accepted and turned into numbers on the way in.
 */
import { z } from 'zod';
import { ZPickupCalendarSettings } from './pickup-calendar/holiday-rules';
import { ZCollectionDaySettings } from './collection-day/route-events';
import { MENU_FLAGS } from './branding-menu';
import { SOCIAL_LINKS } from './branding';
import { fieldsOf } from './fields-of';
import { REQUEST_ACTIONS } from './services/service-requests';
import {
  DEFAULT_RESTRICTION_MESSAGE,
  ENTERPRISE_PORTAL_TYPE,
  RESIDENTIAL_PORTAL_TYPE,
  SERVICE_VALUES,
  ZBillingFrequency,
} from './portal-basics';

// in a module of their own: the customer pages use them without the whole setup's schemas
export {
  BILLING_FREQUENCIES,
  DEFAULT_RESTRICTION_MESSAGE,
  ENTERPRISE_PORTAL_TITLE,
  ENTERPRISE_PORTAL_TYPE,
  RESIDENTIAL_PORTAL_TYPE,
  SERVICE_VALUES,
  ZBillingFrequency,
  type TBillingFrequency,
} from './portal-basics';

/** Values the spec saw pre-filled on the edit screen; the edit form offers them, the schema does not impose them. */
export const SETUP_EDIT_SCREEN_DEFAULTS = {
  customerType: 'CL',
  defaultRoutingCustomerID: '26898',
  defaultSalesRepID: '5171',
  defaultServiceCustomerID: '26899',
  defaultSourceDatabase: 'TRUX_LR_COMP_RAW',
} as const;

/**
 * Length limits of the setup's free text (the spec gives none). A portal title is also indexed
 * (unique, case-insensitive), and PostgreSQL cannot index a value much over 2 KB: without a limit a
 * long title was a 500. Codes are the back office's short codes; texts are shown to customers.
 */
export const SETUP_TEXT_LIMITS = { title: 200, code: 50, text: 2000, url: 2000, email: 254 } as const;
const limited = (max: number) => z.string().trim().max(max);

/** Turns "26.52" into 26.52 and leaves everything else for the number schema to judge. */
function numericStringToNumber(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return value;
}

/** A rate in dollars: a finite number, zero or more, kept to cents. */
export const ZRate = z.preprocess(
  numericStringToNumber,
  z
    .number({ error: 'Enter a rate' })
    .finite()
    .min(0, 'A rate cannot be negative')
    .transform((v) => Math.round(v * 100) / 100),
);

/** A cart size in gallons. */
export const ZGallons = z.preprocess(
  numericStringToNumber,
  z.number({ error: 'Enter a size in gallons' }).finite().positive('A size must be more than 0 gallons'),
);

/** The spec allows `additionalCartRate` as a value or as an object with a rate; both become a number. */
export const ZAdditionalCartRate = z.preprocess(
  (value) =>
    value !== null && typeof value === 'object' && 'rate' in value
      ? (value as { rate: unknown }).rate
      : value,
  ZRate,
);

export const ZAlsoAvailableSize = z.object({
  size: ZGallons,
  rate: ZRate.default(0),
  additionalCartRate: ZAdditionalCartRate.default(0),
  allowAdditionalCart: z.boolean().default(true),
  billingFrequency: ZBillingFrequency.default('monthly'),
});
export type TAlsoAvailableSize = z.infer<typeof ZAlsoAvailableSize>;

export const SERVICE_TYPE_CODES = { trash: 'RG', recycling: 'RR', yardwaste: 'RY' } as const;

export const ZDefaultService = z.object({
  value: z.number().int().min(1),
  CM05_TYPE: z.string().trim().min(1, 'Service type is required').max(8),
  CM05_SIZE: ZGallons,
  CM05_QTY: z.number().int().min(0).default(1),
  CM05_RATE: ZRate.default(0),
  additionalCartRate: ZAdditionalCartRate.default(0),
  alsoAvailable: z.array(ZAlsoAvailableSize).default([]),
  customerOwned: z.boolean().default(false),
  billingFrequency: ZBillingFrequency.default('monthly'),
  allowAdditionalCart: z.boolean().default(false),
  disableAsAdditionalCart: z.boolean().default(false),
  includesAdditionalInfo: z.boolean().default(false),
  SERVICE_DAY_OF_WEEK: limited(SETUP_TEXT_LIMITS.code).default(''),
});
export type TDefaultService = z.infer<typeof ZDefaultService>;
export type TDefaultServiceInput = z.input<typeof ZDefaultService>;

/** Residential defaults from the create form (spec 02 §9 "another reading", spec 03 §9). */
export const DEFAULT_TRASH_SERVICE: TDefaultService = ZDefaultService.parse({
  value: SERVICE_VALUES.trash,
  CM05_TYPE: SERVICE_TYPE_CODES.trash,
  CM05_SIZE: 96,
  CM05_RATE: 26.52,
  additionalCartRate: 5,
  alsoAvailable: [
    { size: 64, rate: 25.26, additionalCartRate: 5 },
    { size: 35, rate: 24, additionalCartRate: 5 },
  ],
  billingFrequency: 'monthly',
  allowAdditionalCart: true,
});

export const DEFAULT_RECYCLING_SERVICE: TDefaultService = ZDefaultService.parse({
  value: SERVICE_VALUES.recycling,
  CM05_TYPE: SERVICE_TYPE_CODES.recycling,
  CM05_SIZE: 96,
  customerOwned: true,
  billingFrequency: 'monthly',
});

export const DEFAULT_YARDWASTE_SERVICE: TDefaultService = ZDefaultService.parse({
  value: SERVICE_VALUES.yardwaste,
  CM05_TYPE: SERVICE_TYPE_CODES.yardwaste,
  CM05_SIZE: 30,
  billingFrequency: 'seasonal',
});

export const ZAdditionalService = z.object({
  name: limited(SETUP_TEXT_LIMITS.title).min(1, 'Service name is required'),
  serviceCode: limited(SETUP_TEXT_LIMITS.code).default(''),
  rate: ZRate.default(0),
  billingFrequency: ZBillingFrequency.default('per service'),
});
export type TAdditionalService = z.infer<typeof ZAdditionalService>;

/** Empty, or a URL that parses; a custom link is only used when it is both non-empty and valid. */
const ZOptionalUrl = limited(SETUP_TEXT_LIMITS.url)
  .refine((v) => v === '' || isHttpUrl(v), 'Enter a full web address starting with https://')
  .default('');

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const flag = z.boolean().default(true);

export const ZMenuDisplay = z.object(fieldsOf(MENU_FLAGS, flag));

export const ZServiceDisplay = z.object({ showTrash: flag, showRecycling: flag, showYardwaste: flag });

export const ZContactInfo = z.object({
  email: limited(SETUP_TEXT_LIMITS.email)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address.')
    .default(''),
  phone: limited(SETUP_TEXT_LIMITS.code).default(''),
  phoneDisplay: limited(SETUP_TEXT_LIMITS.code).default(''),
  website: ZOptionalUrl,
  websiteDisplay: limited(SETUP_TEXT_LIMITS.title).default(''),
});
export type TContactInfo = z.infer<typeof ZContactInfo>;

export const ZSocialMedia = z.object(fieldsOf(SOCIAL_LINKS, ZOptionalUrl));
export type TSocialMedia = z.infer<typeof ZSocialMedia>;

export const ZRestrictChanges = z.object({
  enabled: z.boolean().default(false),
  /** YYYY-MM-DD; changes are blocked after this day. Empty while not set. */
  stopChangeDate: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Use a date like 2026-10-31')
    .default(''),
  restrictionMessage: limited(SETUP_TEXT_LIMITS.text).default(DEFAULT_RESTRICTION_MESSAGE),
});

export const DISABLED_DISPLAY_MODES = ['disable-only', 'disable-and-hide'] as const;

export const ZAllowServiceRequests = z.object({
  enabled: flag,
  ...fieldsOf(REQUEST_ACTIONS, flag),
  disabledDisplay: z.enum(DISABLED_DISPLAY_MODES).default('disable-only'),
});

export const ZDisplayOptions = z.object({
  menuDisplay: ZMenuDisplay.prefault({}),
  serviceDisplay: ZServiceDisplay.prefault({}),
  showRates: flag,
  showAdditionalServices: flag,
  showSeasonalServices: flag,
  contactInfo: ZContactInfo.prefault({}),
  socialMedia: ZSocialMedia.prefault({}),
  restrictChanges: ZRestrictChanges.prefault({}),
  allowServiceRequests: ZAllowServiceRequests.prefault({}),
});
export type TDisplayOptions = z.infer<typeof ZDisplayOptions>;
export type TDisplayOptionsInput = z.input<typeof ZDisplayOptions>;

/**
 * The days an unopposed address claim with strong proof waits at this portal before the address moves
 * (decision 006). Empty (null): the server's default, ADDRESS_CLAIM_WAITING_DAYS (7 unless set).
 */
export const CLAIM_WAITING_DAYS_RANGE = { min: 1, max: 90 } as const;
export const CLAIM_WAITING_DAYS_MESSAGE = 'The waiting period must be a whole number of days from 1 to 90.';
export const ZClaimWaitingDays = z
  .preprocess(
    (v) => (v === '' || v === undefined ? null : numericStringToNumber(v)),
    z
      .number({ error: CLAIM_WAITING_DAYS_MESSAGE })
      .int(CLAIM_WAITING_DAYS_MESSAGE)
      .min(CLAIM_WAITING_DAYS_RANGE.min, CLAIM_WAITING_DAYS_MESSAGE)
      .max(CLAIM_WAITING_DAYS_RANGE.max, CLAIM_WAITING_DAYS_MESSAGE)
      .nullable(),
  )
  .default(null);

const ZZipCode = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Please enter a valid 5-digit ZIP code.');

/**
 * The fields of a setup. `searchCustType` is left optional here because its default depends on the
 * portal type; ZPortalSetup fills it in. Forms that need `.pick/.omit/.partial` start from this.
 */
export const ZPortalSetupFields = z.object({
  id: limited(SETUP_TEXT_LIMITS.code * 4).min(1),
  customerType: limited(SETUP_TEXT_LIMITS.code).default('CL'),
  portalType: z.enum([RESIDENTIAL_PORTAL_TYPE, ENTERPRISE_PORTAL_TYPE]).default(RESIDENTIAL_PORTAL_TYPE),
  portalTitle: limited(SETUP_TEXT_LIMITS.title).min(1, 'Portal title is required'),
  searchZipCodes: z
    .array(ZZipCode)
    .default([])
    .transform((zips) => [...new Set(zips)]),
  searchCustType: z.string().trim().min(1).max(4).optional(),
  defaultBusinessCode: limited(SETUP_TEXT_LIMITS.code).default('RE'),
  defaultServiceCategory: limited(SETUP_TEXT_LIMITS.code).default('CL'),
  defaultServiceWeekCode: limited(SETUP_TEXT_LIMITS.code).default('1'),
  defaultBillingCycle: limited(SETUP_TEXT_LIMITS.code).default('AA'),
  /** "1" at creation in the old system meant USD. */
  defaultCurrency: z.preprocess(
    (v) => (v === '1' || v === 1 ? 'USD' : v),
    z.enum(['USD', 'CAD']).default('USD'),
  ),
  defaultDemurrageDailyRate: z.preprocess(numericStringToNumber, z.number().finite().min(0).default(0)),
  defaultDemurrageDays: z.number().int().min(0).default(0),
  defaultInitialTerm: z.number().int().min(0).default(0),
  defaultRenewalTerm: z.number().int().min(0).default(0),
  defaultRoutingCustomerID: limited(SETUP_TEXT_LIMITS.code).default(''),
  defaultSalesRepID: limited(SETUP_TEXT_LIMITS.code).default(''),
  defaultServiceCustomerID: limited(SETUP_TEXT_LIMITS.code).default(''),
  defaultServiceUnitOfMeasure: limited(SETUP_TEXT_LIMITS.code).default('GA'),
  defaultStartReason: limited(SETUP_TEXT_LIMITS.title).default('01.01 NEW BUSINESS FROM COMPETITOR'),
  defaultWorkOrderCopies: z.number().int().min(0, 'Work order copies cannot be negative').default(1),
  currentRatesYear: z
    .number()
    .int()
    .min(2000)
    .max(2100)
    .default(() => new Date().getFullYear()),
  defaultSourceDatabase: limited(SETUP_TEXT_LIMITS.title).default(
    SETUP_EDIT_SCREEN_DEFAULTS.defaultSourceDatabase,
  ),
  defaultSourceSystem: limited(SETUP_TEXT_LIMITS.code).default('TRUX'),
  enterpriseContractTerm: z.number().int().min(0).default(12),
  enterpriseSLA: z.enum(['standard', 'priority', 'premium']).default('standard'),
  consolidatedBilling: z.boolean().default(false),
  multiLocationSupport: z.boolean().default(false),
  defaultTrashService: ZDefaultService.default(() => structuredClone(DEFAULT_TRASH_SERVICE)),
  defaultRecyclingService: ZDefaultService.default(() => structuredClone(DEFAULT_RECYCLING_SERVICE)),
  defaultYardwasteService: ZDefaultService.default(() => structuredClone(DEFAULT_YARDWASTE_SERVICE)),
  additionalServices: z.array(ZAdditionalService).max(100).default([]),
  displayOptions: ZDisplayOptions.prefault({}),
  isDefault: z.boolean().default(false),
  /** Days an unopposed strong address claim waits here; null: the server's default (decision 006). */
  claimWaitingDays: ZClaimWaitingDays,
  /**
   * The pickup calendar's settings (issue 14). Absent on setups stored before it existed: the server
   * then uses its defaults (src/server/features/pickup-calendar/pickup-calendar-settings.ts), and the
   * admin editor shows them, so saving the setup stores them.
   */
  pickupCalendar: ZPickupCalendarSettings.optional(),
  /**
   * Collection day (issue 32): the missed-pickup report window and the portal's own exception notice
   * texts. Absent: the defaults (two working days, the shipped texts).
   */
  collectionDay: ZCollectionDaySettings.optional(),
});

function withTypeDefaults<
  T extends z.infer<typeof ZPortalSetupFields> | Omit<z.infer<typeof ZPortalSetupFields>, 'id'>,
>(setup: T): T & { searchCustType: string } {
  return {
    ...setup,
    searchCustType: setup.searchCustType ?? (setup.portalType === ENTERPRISE_PORTAL_TYPE ? 'CO' : 'CL'),
  };
}

/** A stored or submitted setup, with every spec default filled in. */
export const ZPortalSetup = ZPortalSetupFields.transform(withTypeDefaults);
export type TPortalSetup = z.output<typeof ZPortalSetup>;
export type TPortalSetupInput = z.input<typeof ZPortalSetup>;

/** Creating a setup: the server assigns the id. */
export const ZPortalSetupCreate = ZPortalSetupFields.omit({ id: true }).transform(withTypeDefaults);
export type TPortalSetupCreate = z.output<typeof ZPortalSetupCreate>;

/** The rates year a staff member may choose: from this year up to 5 years on (spec 03 §5). */
export function ratesYearRange(today: Date = new Date()): { min: number; max: number } {
  const year = today.getFullYear();
  return { min: year, max: year + 5 };
}

export function isRatesYearAllowed(year: number, today: Date = new Date()): boolean {
  const { min, max } = ratesYearRange(today);
  return year >= min && year <= max;
}

/**
 * The indexed columns of portal_setups, derived from the validated entity. Every writer uses this so
 * the columns and the jsonb never disagree.
 */
export function setupIndexColumns(setup: Omit<TPortalSetup, 'id'>) {
  return {
    portalType: setup.portalType,
    portalTitle: setup.portalTitle,
    zipCodes: [...setup.searchZipCodes],
    customerId: setup.defaultServiceCustomerID === '' ? null : setup.defaultServiceCustomerID,
    businessCode: setup.defaultBusinessCode === '' ? null : setup.defaultBusinessCode,
    billingCycle: setup.defaultBillingCycle === '' ? null : setup.defaultBillingCycle,
    serviceCategory: setup.defaultServiceCategory === '' ? null : setup.defaultServiceCategory,
    serviceWeekCode: setup.defaultServiceWeekCode === '' ? null : setup.defaultServiceWeekCode,
    isDefault: setup.isDefault,
  };
}
export type TSetupIndexColumns = ReturnType<typeof setupIndexColumns>;
