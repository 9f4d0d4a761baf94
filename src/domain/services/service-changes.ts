/**
 * A customer's requested service changes (the profile's `serviceChanges`, spec 02 §3 and §4.2):
 * the schema, the sizes a customer may pick, and pure updaters that return a new object.
 */
import { z } from 'zod';
import { ZBillingFrequency, type TBillingFrequency } from '../portal-basics';
import type { TDefaultService } from '../portal-setup';
import { roundCents, toNumber } from './numbers';
import type { ServiceType } from './service-types';

// in a module of their own: the holiday rules name them too (and the portal setup imports those)
export { SERVICE_TYPES, ZServiceType, type ServiceType } from './service-types';

export const ADDITIONAL_CARTS_UNAVAILABLE_MESSAGE =
  'Additional carts are not available for this service type. Please contact customer service for more information.';

/** Older records hold numbers as text ("26.52"); those become numbers, anything else is judged as is. */
const numericText = (value: unknown) =>
  typeof value === 'string' && toNumber(value) !== null ? Number(value) : value;

const ZSize = z.preprocess(numericText, z.number().finite().positive());
const ZMoney = z.preprocess(numericText, z.number().finite().min(0).transform(roundCents));
/** `additionalCartRate` is stored as a value or as an object with a rate (spec 03 §3). */
const ZCartRate = z.preprocess(
  (v) =>
    v !== null && typeof v === 'object' && 'rate' in v
      ? numericText((v as { rate: unknown }).rate)
      : numericText(v),
  z.number().finite().min(0).transform(roundCents),
);
const ZFrequency = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  ZBillingFrequency,
);

/** The requested replacement for the default service: a new size and its rate. */
export const ZChangedDefaults = z.object({
  value: z.preprocess(numericText, z.number().int()).optional(),
  CM05_TYPE: z.string().trim().optional(),
  CM05_SIZE: ZSize,
  CM05_RATE: ZMoney.default(0),
  /** Present on some older records; compared with the active quantity for conflicts. */
  CM05_QTY: z.preprocess(numericText, z.number().int().min(0)).optional(),
  additionalCartRate: ZCartRate.default(0),
});
export type TChangedDefaults = z.infer<typeof ZChangedDefaults>;

/** Extra carts of one size. A stored entry always has a quantity of at least 1: 0 removes it. */
export const ZAdditionalCart = z.object({
  CM05_TYPE: z.string().trim().default(''),
  CM05_SIZE: ZSize,
  CM05_QTY: z.preprocess(numericText, z.number().int().min(1)),
  CM05_RATE: ZMoney.default(0),
  additionalCartRate: ZCartRate.default(0),
  customerOwned: z.boolean().default(false),
  billingFrequency: ZFrequency.default('monthly'),
});
export type TAdditionalCart = z.infer<typeof ZAdditionalCart>;

export const ZServiceTypeChanges = z.object({
  changedDefaults: ZChangedDefaults.nullish().transform((v) => v ?? undefined),
  additional: z.array(ZAdditionalCart).default([]),
});
export const ZYardwasteChanges = ZServiceTypeChanges.extend({ subscription: z.boolean().optional() });
export type TServiceTypeChanges = z.infer<typeof ZServiceTypeChanges> & { subscription?: boolean };

export const ZServiceChanges = z.object({
  trash: ZServiceTypeChanges.optional(),
  recycling: ZServiceTypeChanges.optional(),
  yardwaste: ZYardwasteChanges.optional(),
});
export type TServiceChanges = z.infer<typeof ZServiceChanges>;
export type TServiceChangesInput = z.input<typeof ZServiceChanges>;

/** The default-service fields the rules read (a portal setup's defaultTrashService and siblings). */
export type DefaultServiceRules = Pick<
  TDefaultService,
  | 'value'
  | 'CM05_TYPE'
  | 'CM05_SIZE'
  | 'CM05_RATE'
  | 'additionalCartRate'
  | 'alsoAvailable'
  | 'customerOwned'
  | 'billingFrequency'
  | 'allowAdditionalCart'
  | 'disableAsAdditionalCart'
>;

export interface SizeOption {
  size: number;
  rate: number;
  additionalCartRate: number;
  billingFrequency: TBillingFrequency;
  /** True for the default service's own size. */
  isDefault: boolean;
  allowAdditionalCart: boolean;
}

export type ServiceChangeErrorCode = 'size-not-offered' | 'additional-carts-not-allowed' | 'invalid-quantity';

/** Raised by the updaters for a request the rules do not allow; `message` is safe to show. */
export class ServiceChangeError extends Error {
  constructor(
    readonly code: ServiceChangeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceChangeError';
  }
}

/** Every size of a default service: its own size and the also-available sizes, ascending, one per size. */
export function serviceSizeOptions(defaultService: DefaultServiceRules): SizeOption[] {
  const options = new Map<number, SizeOption>();
  options.set(defaultService.CM05_SIZE, {
    size: defaultService.CM05_SIZE,
    rate: defaultService.CM05_RATE,
    additionalCartRate: defaultService.additionalCartRate,
    billingFrequency: defaultService.billingFrequency,
    isDefault: true,
    allowAdditionalCart: !defaultService.disableAsAdditionalCart,
  });
  for (const entry of defaultService.alsoAvailable) {
    if (options.has(entry.size)) continue;
    options.set(entry.size, {
      size: entry.size,
      rate: entry.rate,
      additionalCartRate: entry.additionalCartRate,
      billingFrequency: entry.billingFrequency,
      isDefault: false,
      allowAdditionalCart: entry.allowAdditionalCart,
    });
  }
  return [...options.values()].sort((a, b) => a.size - b.size);
}

/** Change Service: every size except the customer's current one ("96.00" and 96 are the same), ascending. */
export function changeServiceSizes(
  defaultService: DefaultServiceRules,
  currentSize: number | string | null | undefined,
): SizeOption[] {
  const current = toNumber(currentSize);
  return serviceSizeOptions(defaultService).filter((option) => option.size !== current);
}

function additionalCartCandidates(defaultService: DefaultServiceRules): SizeOption[] {
  if (defaultService.allowAdditionalCart !== true) return [];
  return serviceSizeOptions(defaultService).filter((option) => option.allowAdditionalCart);
}

/**
 * Additional carts are offered when the service allows them and at least one size is left after
 * dropping sizes with allowAdditionalCart false (and the default size when disableAsAdditionalCart).
 */
export function additionalCartsAllowed(defaultService: DefaultServiceRules): boolean {
  return additionalCartCandidates(defaultService).length > 0;
}

/** The sizes offered as additional carts, ascending; empty when additional carts are not allowed. */
export function additionalCartSizes(defaultService: DefaultServiceRules): SizeOption[] {
  return additionalCartCandidates(defaultService);
}

/** A size the portal does not offer for that service (the web app maps it per service type). */
export const sizeNotOfferedMessage = (serviceType: ServiceType, size: number) =>
  `A ${size} gallon cart is not offered for ${serviceType} service.`;

function sizeNotOffered(serviceType: ServiceType, size: number): ServiceChangeError {
  return new ServiceChangeError('size-not-offered', sizeNotOfferedMessage(serviceType, size));
}

function withTypeChanges(
  changes: TServiceChanges,
  serviceType: ServiceType,
  next: TServiceTypeChanges,
): TServiceChanges {
  const copy: TServiceChanges = { ...changes };
  const empty =
    next.changedDefaults === undefined && next.additional.length === 0 && next.subscription === undefined;
  if (empty) delete copy[serviceType];
  else copy[serviceType] = next;
  return copy;
}

function currentTypeChanges(changes: TServiceChanges, serviceType: ServiceType): TServiceTypeChanges {
  return changes[serviceType] ?? { changedDefaults: undefined, additional: [] };
}

/**
 * Change Service: replaces the changed default's size and rate with the chosen size's values.
 * Choosing the default size again is recorded too (it may differ from a customized active size).
 */
export function applySizeChange(
  changes: TServiceChanges,
  serviceType: ServiceType,
  defaultService: DefaultServiceRules,
  newSize: number,
): TServiceChanges {
  const option = serviceSizeOptions(defaultService).find((o) => o.size === newSize);
  if (!option) throw sizeNotOffered(serviceType, newSize);
  const current = currentTypeChanges(changes, serviceType);
  return withTypeChanges(changes, serviceType, {
    ...current,
    changedDefaults: {
      value: defaultService.value,
      CM05_TYPE: defaultService.CM05_TYPE,
      CM05_SIZE: option.size,
      CM05_RATE: option.rate,
      additionalCartRate: option.additionalCartRate,
    },
  });
}

/**
 * Additional Carts: sets the number of extra carts of one size; 0 removes that size's carts.
 * An existing entry keeps its place in the list; a new size is appended.
 */
export function setAdditionalCarts(
  changes: TServiceChanges,
  serviceType: ServiceType,
  defaultService: DefaultServiceRules,
  size: number,
  quantity: number,
): TServiceChanges {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new ServiceChangeError('invalid-quantity', 'Quantity must be a whole number of 0 or more.');
  }
  if (quantity === 0) return removeAdditionalCart(changes, serviceType, size);
  if (!additionalCartsAllowed(defaultService)) {
    throw new ServiceChangeError('additional-carts-not-allowed', ADDITIONAL_CARTS_UNAVAILABLE_MESSAGE);
  }
  const option = additionalCartSizes(defaultService).find((o) => o.size === size);
  if (!option) throw sizeNotOffered(serviceType, size);
  const cart: TAdditionalCart = {
    CM05_TYPE: defaultService.CM05_TYPE,
    CM05_SIZE: option.size,
    CM05_QTY: quantity,
    CM05_RATE: option.rate,
    additionalCartRate: option.additionalCartRate,
    customerOwned: defaultService.customerOwned,
    billingFrequency: option.billingFrequency,
  };
  const current = currentTypeChanges(changes, serviceType);
  // Older records may hold the same size twice; the first keeps its place, the rest go.
  const additional: TAdditionalCart[] = [];
  let placed = false;
  for (const existing of current.additional) {
    if (existing.CM05_SIZE !== size) additional.push(existing);
    else if (!placed) {
      additional.push(cart);
      placed = true;
    }
  }
  if (!placed) additional.push(cart);
  return withTypeChanges(changes, serviceType, { ...current, additional });
}

/** Removes every requested extra cart of one size. Removing is always allowed. */
export function removeAdditionalCart(
  changes: TServiceChanges,
  serviceType: ServiceType,
  size: number,
): TServiceChanges {
  const current = changes[serviceType];
  if (!current) return changes;
  return withTypeChanges(changes, serviceType, {
    ...current,
    additional: current.additional.filter((c) => c.CM05_SIZE !== size),
  });
}

/** The number of extra carts requested for a service type (the sum of the quantities). */
export function requestedAdditionalCartCount(typeChanges: TServiceTypeChanges | undefined): number {
  return (typeChanges?.additional ?? []).reduce((sum, cart) => sum + cart.CM05_QTY, 0);
}
