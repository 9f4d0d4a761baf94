/**
 * Setup progress of the portal setup forms (spec 03 §2.5, §2.7, §9).
 *
 * Create: a percentage over 5 parts for a residential setup (Portal Information, Default Settings,
 * Default Services, Additional Services, Display Options) and over 3 for an enterprise setup (Portal
 * Information, Default Settings, Enterprise Configuration). A part is complete when what it needs is
 * filled in and valid:
 *
 * - Portal Information: a title, a rates year from this year to 5 years on, and (residential) at
 *   least one ZIP code, every one 5 digits.
 * - Default Settings: business code, service category, service week code, billing cycle, routing,
 *   service and sales-rep customer IDs, source database and system filled in; demurrage, terms and
 *   work order copies valid.
 * - Default Services: trash, recycling and yard waste each valid (type, size, rates, sizes offered).
 * - Additional Services: at least one additional service, and every row named and valid.
 * - Enterprise Configuration: a contract term of at least 1 month and an SLA.
 * - Display Options: valid, at least one menu item shown and at least one service shown; a
 *   restriction that is on has its stop date and message; service requests that are on allow at
 *   least one request.
 *
 * The percentage guides; it does not block submitting (the schema and the server decide that).
 *
 * Edit: a progress bar of 4 steps over the eight tabs (Portal Information → 1; Default Settings,
 * Default Services, Additional Services → 2; Display Options, Billing Settings, Pickup Calendar → 3;
 * Review → 4). The Pickup Calendar tab (issue 14) is on the edit page only: a new setup starts with
 * the server's defaults.
 */
import {
  ENTERPRISE_PORTAL_TYPE,
  ZAdditionalService,
  ZDefaultService,
  ZDisplayOptions,
  isRatesYearAllowed,
  type TPortalSetupCreate,
} from './portal-setup';
import { portalSetupRuleIssues } from './portal-setup-admin';

export const RESIDENTIAL_PROGRESS_PARTS = [
  'portalInformation',
  'defaultSettings',
  'defaultServices',
  'additionalServices',
  'displayOptions',
] as const;
export const ENTERPRISE_PROGRESS_PARTS = [
  'portalInformation',
  'defaultSettings',
  'enterpriseConfiguration',
] as const;

export type TProgressPart =
  (typeof RESIDENTIAL_PROGRESS_PARTS)[number] | (typeof ENTERPRISE_PROGRESS_PARTS)[number];

/** The form's values: the setup as edited (numbers may be empty strings while a field is cleared). */
export type TSetupDraft = TPortalSetupCreate;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isWholeAtLeast = (value: unknown, min: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;

function portalInformationComplete(setup: TSetupDraft, today: Date): boolean {
  if (!filled(setup.portalTitle)) return false;
  if (typeof setup.currentRatesYear !== 'number' || !isRatesYearAllowed(setup.currentRatesYear, today))
    return false;
  const zips = setup.searchZipCodes ?? [];
  if (!zips.every((zip) => /^\d{5}$/.test(zip.trim()))) return false;
  return setup.portalType === ENTERPRISE_PORTAL_TYPE || zips.length > 0;
}

function defaultSettingsComplete(setup: TSetupDraft, today: Date): boolean {
  const texts = [
    setup.defaultBusinessCode,
    setup.defaultServiceCategory,
    setup.defaultServiceWeekCode,
    setup.defaultBillingCycle,
    setup.defaultRoutingCustomerID,
    setup.defaultServiceCustomerID,
    setup.defaultSalesRepID,
    setup.defaultSourceDatabase,
    setup.defaultSourceSystem,
  ];
  if (!texts.every(filled)) return false;
  const numbersOk =
    typeof setup.defaultDemurrageDailyRate === 'number' &&
    setup.defaultDemurrageDailyRate >= 0 &&
    isWholeAtLeast(setup.defaultDemurrageDays, 0) &&
    isWholeAtLeast(setup.defaultInitialTerm, 0) &&
    isWholeAtLeast(setup.defaultRenewalTerm, 0) &&
    isWholeAtLeast(setup.defaultWorkOrderCopies, 0);
  if (!numbersOk) return false;
  return !portalSetupRuleIssues(setup, { today }).some((issue) => issue.path === 'defaultDemurrageDailyRate');
}

function defaultServicesComplete(setup: TSetupDraft): boolean {
  return [setup.defaultTrashService, setup.defaultRecyclingService, setup.defaultYardwasteService].every(
    (service) => ZDefaultService.safeParse(service).success,
  );
}

function additionalServicesComplete(setup: TSetupDraft): boolean {
  const rows = setup.additionalServices ?? [];
  return rows.length > 0 && rows.every((row) => ZAdditionalService.safeParse(row).success);
}

function enterpriseConfigurationComplete(setup: TSetupDraft): boolean {
  return (
    isWholeAtLeast(setup.enterpriseContractTerm, 1) &&
    ['standard', 'priority', 'premium'].includes(setup.enterpriseSLA)
  );
}

function displayOptionsComplete(setup: TSetupDraft): boolean {
  const parsed = ZDisplayOptions.safeParse(setup.displayOptions ?? {});
  if (!parsed.success) return false;
  const options = parsed.data;
  if (!Object.values(options.menuDisplay).some(Boolean)) return false;
  if (setup.portalType !== ENTERPRISE_PORTAL_TYPE && !Object.values(options.serviceDisplay).some(Boolean))
    return false;
  const restrict = options.restrictChanges;
  if (restrict.enabled && (!filled(restrict.stopChangeDate) || !filled(restrict.restrictionMessage)))
    return false;
  const requests = options.allowServiceRequests;
  if (
    requests.enabled &&
    !(requests.requestPickup || requests.missedPickup || requests.vacationStop || requests.damagedReplace)
  ) {
    return false;
  }
  return true;
}

export function progressParts(portalType: TSetupDraft['portalType']): readonly TProgressPart[] {
  return portalType === ENTERPRISE_PORTAL_TYPE ? ENTERPRISE_PROGRESS_PARTS : RESIDENTIAL_PROGRESS_PARTS;
}

export function isPartComplete(part: TProgressPart, setup: TSetupDraft, today: Date = new Date()): boolean {
  switch (part) {
    case 'portalInformation':
      return portalInformationComplete(setup, today);
    case 'defaultSettings':
      return defaultSettingsComplete(setup, today);
    case 'defaultServices':
      return defaultServicesComplete(setup);
    case 'additionalServices':
      return additionalServicesComplete(setup);
    case 'enterpriseConfiguration':
      return enterpriseConfigurationComplete(setup);
    case 'displayOptions':
      return displayOptionsComplete(setup);
  }
}

export interface TSetupProgress {
  parts: { part: TProgressPart; complete: boolean }[];
  completed: number;
  total: number;
  /** Whole percent, 0–100. */
  percent: number;
}

export function setupProgress(setup: TSetupDraft, today: Date = new Date()): TSetupProgress {
  const parts = progressParts(setup.portalType).map((part) => ({
    part,
    complete: isPartComplete(part, setup, today),
  }));
  const completed = parts.filter((p) => p.complete).length;
  return { parts, completed, total: parts.length, percent: Math.round((completed / parts.length) * 100) };
}

// ---------------------------------------------------------------------------------------------
// edit: 4 steps over 8 tabs

/** The edit tabs of a residential setup (spec §2.7's seven, and the pickup calendar of issue 14). */
export const EDIT_TABS = [
  'portalInformation',
  'defaultSettings',
  'defaultServices',
  'additionalServices',
  'displayOptions',
  'billingSettings',
  'pickupCalendar',
  'review',
] as const;
/** An enterprise setup has no default or additional services to edit; it has its configuration instead. */
export const ENTERPRISE_EDIT_TABS = [
  'portalInformation',
  'defaultSettings',
  'enterpriseConfiguration',
  'displayOptions',
  'billingSettings',
  'pickupCalendar',
  'review',
] as const;
export type TEditTab = (typeof EDIT_TABS)[number] | (typeof ENTERPRISE_EDIT_TABS)[number];

export function editTabs(portalType: TSetupDraft['portalType']): readonly TEditTab[] {
  return portalType === ENTERPRISE_PORTAL_TYPE ? ENTERPRISE_EDIT_TABS : EDIT_TABS;
}

export const EDIT_STEPS = 4;

const EDIT_STEP_OF: Record<TEditTab, number> = {
  portalInformation: 1,
  defaultSettings: 2,
  defaultServices: 2,
  additionalServices: 2,
  enterpriseConfiguration: 2,
  displayOptions: 3,
  billingSettings: 3,
  pickupCalendar: 3,
  review: 4,
};

export function editStep(tab: TEditTab): number {
  return EDIT_STEP_OF[tab];
}

export function editProgressPercent(tab: TEditTab): number {
  return (editStep(tab) / EDIT_STEPS) * 100;
}
