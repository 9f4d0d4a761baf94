/**
 * The Billing page's rates (spec 02 §2.3): the portal setup's default services and additional
 * services for the current rates year, with the portal's display options applied. The server applies
 * them (a rate the portal hides is never sent), the page only draws what it gets.
 */
import { z } from 'zod';
import {
  ZPortalSetupFields,
  ZBillingFrequency,
  type TAdditionalService,
  type TDefaultService,
} from './portal-setup';
import { serviceSizeOptions } from './services/service-changes';

export const BILLING_SERVICE_KEYS = ['trash', 'recycling', 'yardwaste'] as const;
export const ZBillingServiceKey = z.enum(BILLING_SERVICE_KEYS);
export type TBillingServiceKey = z.infer<typeof ZBillingServiceKey>;

/** A rate, or null when the portal hides rates (displayOptions.showRates false). */
const ZShownRate = z.number().nullable();

export const ZBillingSize = z.object({
  size: z.number(),
  rate: ZShownRate,
  billingFrequency: ZBillingFrequency,
});
export type TBillingSize = z.infer<typeof ZBillingSize>;

export const ZBillingServiceCard = z.object({
  key: ZBillingServiceKey,
  /** CM05_TYPE (RG, RR, RY). */
  serviceType: z.string(),
  /** Gallons. */
  size: z.number(),
  rate: ZShownRate,
  billingFrequency: ZBillingFrequency,
  /** Part of the program at no separate charge (the rate is 0): shown with an Included badge. */
  included: z.boolean(),
  customerOwned: z.boolean(),
  /** Other sizes the customer can choose, smallest first. */
  otherSizes: z.array(ZBillingSize),
  /** Rental of each additional cart; null when additional carts are not offered or rates are hidden. */
  additionalCartRate: ZShownRate,
  allowAdditionalCart: z.boolean(),
});
export type TBillingServiceCard = z.infer<typeof ZBillingServiceCard>;

export const ZBillingAdditionalService = z.object({
  name: z.string(),
  serviceCode: z.string(),
  rate: ZShownRate,
  billingFrequency: ZBillingFrequency,
});
export type TBillingAdditionalService = z.infer<typeof ZBillingAdditionalService>;

/** GET /api/billing/{uid} */
export const ZBillingResponse = z.object({
  /** False when the customer has no portal setup ("No billing information available at this time."). */
  available: z.boolean(),
  ratesYear: z.number().int().nullable(),
  showRates: z.boolean(),
  showAdditionalServices: z.boolean(),
  /** Cards for trash, recycling and yard waste, in that order; hidden services are left out. */
  services: z.array(ZBillingServiceCard),
  additionalServices: z.array(ZBillingAdditionalService),
  /**
   * An enterprise account: the portal's residential cart rates do not apply to it, so no cards are
   * sent; the page points to My Services, where each site's services carry their rates.
   */
  enterprise: z.boolean(),
});
export type TBillingResponse = z.infer<typeof ZBillingResponse>;

export const ZBillingParams = z.object({ uid: z.string().min(1).max(200) });

export const BILLING_MESSAGES = {
  loading: 'Loading billing information...',
  noBilling: 'No billing information available at this time.',
  noServices: 'Service information is not available at this time.',
  error: 'An error occurred loading rate information.',
} as const;

export const NO_BILLING: TBillingResponse = {
  available: false,
  ratesYear: null,
  showRates: false,
  showAdditionalServices: false,
  services: [],
  additionalServices: [],
  enterprise: false,
};

/** Billing for an enterprise account: no residential rates (see ZBillingResponse.enterprise). */
export const ENTERPRISE_BILLING: TBillingResponse = { ...NO_BILLING, available: true, enterprise: true };

/** The customer's cart of one service now (the Services page's rule): its size and rate. */
export interface TActiveCart {
  size: number;
  rate: number;
}

const SERVICE_FIELDS = {
  trash: 'defaultTrashService',
  recycling: 'defaultRecyclingService',
  yardwaste: 'defaultYardwasteService',
} as const;

const SERVICE_DISPLAY_FLAGS = {
  trash: 'showTrash',
  recycling: 'showRecycling',
  yardwaste: 'showYardwaste',
} as const;

function card(
  key: TBillingServiceKey,
  service: TDefaultService,
  active: TActiveCart | undefined,
  showRates: boolean,
  showSeasonal: boolean,
): TBillingServiceCard {
  const shown = (rate: number) => (showRates ? rate : null);
  // the customer's own cart when Services knows it, else the portal's default; the other sizes are
  // every size the portal offers but that one (the default included when the customer has another)
  const size = active?.size ?? service.CM05_SIZE;
  const rate = active?.rate ?? service.CM05_RATE;
  const otherSizes = serviceSizeOptions(service)
    .filter((option) => option.size !== size)
    .filter((option) => showSeasonal || option.billingFrequency !== 'seasonal')
    .sort((a, b) => a.size - b.size)
    .map((option) => ({
      size: option.size,
      rate: shown(option.rate),
      billingFrequency: option.billingFrequency,
    }));
  return {
    key,
    serviceType: service.CM05_TYPE,
    size,
    rate: shown(rate),
    billingFrequency: service.billingFrequency,
    included: rate === 0,
    customerOwned: service.customerOwned,
    otherSizes,
    allowAdditionalCart: service.allowAdditionalCart,
    additionalCartRate: service.allowAdditionalCart ? shown(service.additionalCartRate) : null,
  };
}

function additional(service: TAdditionalService, showRates: boolean): TBillingAdditionalService {
  return {
    name: service.name,
    serviceCode: service.serviceCode,
    rate: showRates ? service.rate : null,
    billingFrequency: service.billingFrequency,
  };
}

/**
 * The Billing page's content for a stored portal setup (jsonb, possibly older than today's schema).
 * Display options: showRates hides every amount; showAdditionalServices hides the Additional
 * Services card; showSeasonalServices hides seasonal services (a seasonal default service such as
 * yard waste, seasonal sizes and seasonal additional services); serviceDisplay hides a service the
 * portal does not offer. A setup that cannot be read gives "no billing information". `activeCarts`
 * are the customer's carts as the Services page derives them, so that both pages show one size.
 */
export function billingFromSetup(
  stored: unknown,
  activeCarts: Partial<Record<TBillingServiceKey, TActiveCart>> = {},
): TBillingResponse {
  const parsed = ZPortalSetupFields.omit({ id: true }).safeParse(stored);
  if (!parsed.success) return NO_BILLING;
  const setup = parsed.data;
  const options = setup.displayOptions;
  const { showRates, showAdditionalServices, showSeasonalServices } = options;

  const services = BILLING_SERVICE_KEYS.filter((key) => options.serviceDisplay[SERVICE_DISPLAY_FLAGS[key]])
    .map((key) => ({ key, service: setup[SERVICE_FIELDS[key]] }))
    .filter(({ service }) => showSeasonalServices || service.billingFrequency !== 'seasonal')
    .map(({ key, service }) => card(key, service, activeCarts[key], showRates, showSeasonalServices));

  const additionalServices = showAdditionalServices
    ? setup.additionalServices
        .filter((service) => showSeasonalServices || service.billingFrequency !== 'seasonal')
        .map((service) => additional(service, showRates))
    : [];

  return {
    available: true,
    ratesYear: setup.currentRatesYear,
    showRates,
    showAdditionalServices,
    services,
    additionalServices,
    enterprise: false,
  };
}
