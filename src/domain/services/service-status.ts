/**
 * The derived status of one service type on the Services page (spec 02 §4.1): the customer's active
 * back-office records for that type, compared with the portal's default service and the customer's
 * requested changes, as of `today`.
 */
import { SERVICE_VALUES } from '../portal-basics';
import { DATE_UNAVAILABLE, formatCalendarDate, parseCalendarDate, toCalendarDate } from './calendar-date';
import type { CalendarDate, DateInput } from './calendar-date';
import { roundCents, toNumber } from './numbers';
import { requestedAdditionalCartCount, serviceSizeOptions } from './service-changes';
import type {
  DefaultServiceRules,
  ServiceType,
  TAdditionalCart,
  TServiceTypeChanges,
} from './service-changes';

export const SERVICE_ERROR_NOTICE = 'Service Information Unavailable - Contact customer service for details';
export const REQUESTED_ADDITIONAL_CARTS_HEADING = 'Requested Additional Carts';

/** One active customer service record (CM05) as the back office returns it; numbers may be text. */
export interface ActiveServiceRecord {
  CM05_SERV: number | string;
  CM05_SIZE: number | string | null;
  CM05_QTY?: number | string | null;
  CM05_RATE?: number | string | null;
  CM05_SDTE?: string | Date | null;
}

/** active: started today or earlier; pending: starts later; error: the start date cannot be read. */
export type StartState = 'active' | 'pending' | 'error';
/** standard: no change; requested: a change exists; size-change-requested: the requested size differs from the default. */
export type RequestState = 'standard' | 'requested' | 'size-change-requested';
/**
 * The one status a card shows, in order of precedence:
 * error → an unimplemented request (size-change-requested, requested) → active/pending → standard
 * (no back-office record and nothing requested).
 */
export type ServiceStatusValue =
  'error' | 'size-change-requested' | 'requested' | 'active' | 'pending' | 'standard';

export interface ServiceLine {
  /** Gallons, or null when the record has no readable size. */
  size: number | null;
  quantity: number;
  rate: number;
  startDate: CalendarDate | null;
  /** "MM/DD/YYYY", or "Date unavailable". */
  displayStartDate: string;
  /** "No date provided" or "Invalid date format" when the start date cannot be read. */
  dateError: string | null;
  state: StartState;
  /** "Active", "Pending", or "Date unavailable". */
  label: string;
}

export interface ServiceConflict {
  activeSize: number | null;
  requestedSize: number;
  activeQuantity: number;
  requestedQuantity: number | null;
  notice: string;
}

export interface AdditionalCartsStatus {
  /** The sum of the requested extra carts' quantities. */
  requestedQuantity: number;
  /** Records of this service type that have started (the main service counts as one). */
  startedServices: number;
  /** True when startedServices ≥ requestedQuantity + 1. False when nothing is requested. */
  implemented: boolean;
  /** "Requested Additional Carts" while a request waits for implementation, otherwise null. */
  heading: string | null;
  carts: TAdditionalCart[];
}

export interface ServiceStatus {
  serviceType: ServiceType;
  status: ServiceStatusValue;
  /** The notice shown with the status: the error notice, or null. Conflicts carry their own notice. */
  notice: string | null;
  startState: StartState | null;
  requestState: RequestState;
  /** The main back-office service: the record with the earliest readable start date. Null when there is none. */
  activeService: ServiceLine | null;
  /** The other records of this type, each Active or Pending by its own start date. */
  additionalServices: ServiceLine[];
  requestedSize: number | null;
  requestedRate: number | null;
  changeRequested: boolean;
  /** Every requested change is live: the active size equals the requested size and any extra carts are counted. */
  changeImplemented: boolean;
  /** The active service's size differs from the portal's default size. */
  customizedSize: boolean;
  conflict: ServiceConflict | null;
  additionalCarts: AdditionalCartsStatus;
  /**
   * The cart the customer has now: the started main record's size, or the portal's default size when
   * no record has started (or its size cannot be read). Billing, the Services card and the mails'
   * "Before" all show this size.
   */
  activeSize: number;
  /** The portal's rate for activeSize (the record's own rate for a size the portal no longer lists). */
  activeRate: number;
  /**
   * What the customer pays now (spec 02 §4.1 "Total rate"): the active size's rate plus, once the
   * requested extra carts are implemented, quantity × additional cart rate. A request that is not yet
   * implemented does not change it.
   */
  totalRate: number;
  /** What the total becomes once every pending request is implemented; null when nothing is pending. */
  requestedTotalRate: number | null;
}

export interface ServiceStatusInput {
  serviceType: ServiceType;
  defaultService: DefaultServiceRules;
  /** The profile's serviceChanges[serviceType]. */
  changes?: TServiceTypeChanges | null;
  /** The customer's active service records; records of other service types are ignored. */
  records: readonly ActiveServiceRecord[];
  today: DateInput;
}

function toLine(record: ActiveServiceRecord, today: CalendarDate): ServiceLine {
  const parsed = parseCalendarDate(record.CM05_SDTE);
  const base = {
    size: toNumber(record.CM05_SIZE),
    quantity: toNumber(record.CM05_QTY) ?? 1,
    rate: toNumber(record.CM05_RATE) ?? 0,
  };
  if (!parsed.ok) {
    return {
      ...base,
      startDate: null,
      displayStartDate: DATE_UNAVAILABLE,
      dateError: parsed.error,
      state: 'error',
      label: DATE_UNAVAILABLE,
    };
  }
  const state: StartState = parsed.date <= today ? 'active' : 'pending';
  return {
    ...base,
    startDate: parsed.date,
    displayStartDate: formatCalendarDate(parsed.date),
    dateError: null,
    state,
    label: state === 'active' ? 'Active' : 'Pending',
  };
}

/** Earliest readable start first; unreadable dates last; otherwise the back office's order. */
function byStartDate(a: ServiceLine, b: ServiceLine): number {
  if (a.startDate === null || b.startDate === null)
    return (a.startDate === null ? 1 : 0) - (b.startDate === null ? 1 : 0);
  return a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Service Change Requested - Your change to … is still being processed." */
export function conflictNotice(conflict: Omit<ServiceConflict, 'notice'>): string {
  const parts: string[] = [];
  if (conflict.activeSize !== conflict.requestedSize) {
    const current = conflict.activeSize === null ? 'unknown' : `${conflict.activeSize} gallons`;
    parts.push(`${conflict.requestedSize} gallons (currently ${current})`);
  }
  if (conflict.requestedQuantity !== null && conflict.requestedQuantity !== conflict.activeQuantity) {
    parts.push(
      `${plural(conflict.requestedQuantity, 'cart', 'carts')} (currently ${plural(conflict.activeQuantity, 'cart', 'carts')})`,
    );
  }
  return `Service Change Requested - Your change to ${parts.join(' and ')} is still being processed.`;
}

export function deriveServiceStatus(input: ServiceStatusInput): ServiceStatus {
  const today = toCalendarDate(input.today);
  const serviceValue = SERVICE_VALUES[input.serviceType];
  const lines = input.records
    .filter((record) => toNumber(record.CM05_SERV) === serviceValue)
    .map((record) => toLine(record, today))
    .sort(byStartDate);
  const [activeService = null, ...additionalServices] = lines;
  const startedServices = lines.filter((line) => line.state === 'active').length;

  const changedDefaults = input.changes?.changedDefaults ?? undefined;
  const carts = input.changes?.additional ?? [];
  const requestedQuantity = requestedAdditionalCartCount(input.changes ?? undefined);
  const changeRequested = changedDefaults !== undefined || carts.length > 0;
  const requestState: RequestState = !changeRequested
    ? 'standard'
    : changedDefaults !== undefined && changedDefaults.CM05_SIZE !== input.defaultService.CM05_SIZE
      ? 'size-change-requested'
      : 'requested';

  const isLive = activeService?.state === 'active';
  const sizeChangeImplemented =
    changedDefaults === undefined || (isLive && activeService.size === changedDefaults.CM05_SIZE);
  const cartsImplemented = requestedQuantity > 0 && startedServices >= requestedQuantity + 1;
  const changeImplemented =
    changeRequested && sizeChangeImplemented && (requestedQuantity === 0 || cartsImplemented);

  let conflict: ServiceConflict | null = null;
  if (isLive && changedDefaults !== undefined) {
    const requestedQuantityOfMain = changedDefaults.CM05_QTY ?? null;
    const sizeDiffers = activeService.size !== changedDefaults.CM05_SIZE;
    const quantityDiffers =
      requestedQuantityOfMain !== null && requestedQuantityOfMain !== activeService.quantity;
    if (sizeDiffers || quantityDiffers) {
      const facts = {
        activeSize: activeService.size,
        requestedSize: changedDefaults.CM05_SIZE,
        activeQuantity: activeService.quantity,
        requestedQuantity: requestedQuantityOfMain,
      };
      conflict = { ...facts, notice: conflictNotice(facts) };
    }
  }

  const startState = activeService?.state ?? null;
  let status: ServiceStatusValue;
  if (startState === 'error') status = 'error';
  else if (changeRequested && !changeImplemented)
    status = requestState === 'standard' ? 'requested' : requestState;
  else if (startState !== null) status = startState;
  else status = 'standard';

  const { activeSize, activeRate } = activeCart(input.defaultService, activeService);
  const cartsRate = carts.reduce(
    (sum, cart) => sum + cart.CM05_QTY * (cart.additionalCartRate || input.defaultService.additionalCartRate),
    0,
  );
  const pending = changeRequested && !changeImplemented;

  return {
    serviceType: input.serviceType,
    status,
    notice: status === 'error' ? SERVICE_ERROR_NOTICE : null,
    startState,
    requestState,
    activeService,
    additionalServices,
    requestedSize: changedDefaults?.CM05_SIZE ?? null,
    requestedRate: changedDefaults?.CM05_RATE ?? null,
    changeRequested,
    changeImplemented,
    customizedSize: isLive && activeService.size !== input.defaultService.CM05_SIZE,
    conflict,
    additionalCarts: {
      requestedQuantity,
      startedServices,
      implemented: cartsImplemented,
      heading: requestedQuantity > 0 && !cartsImplemented ? REQUESTED_ADDITIONAL_CARTS_HEADING : null,
      carts,
    },
    activeSize,
    activeRate,
    totalRate: roundCents(activeRate + (cartsImplemented ? cartsRate : 0)),
    requestedTotalRate: pending ? roundCents((changedDefaults?.CM05_RATE ?? activeRate) + cartsRate) : null,
  };
}

/**
 * The one rule for the cart a customer has and its rate (issue 9: Billing showed the portal's
 * default size where Services showed the back office's). A started main record decides the size;
 * the rate is the portal's rate for that size, so that Billing, Services and the mails agree.
 */
export function activeCart(
  defaultService: DefaultServiceRules,
  activeService: Pick<ServiceLine, 'size' | 'rate' | 'state'> | null,
): { activeSize: number; activeRate: number } {
  const live = activeService?.state === 'active' && activeService.size !== null ? activeService : null;
  if (!live || live.size === null)
    return { activeSize: defaultService.CM05_SIZE, activeRate: defaultService.CM05_RATE };
  const listed = serviceSizeOptions(defaultService).find((option) => option.size === live.size);
  return { activeSize: live.size, activeRate: listed?.rate ?? live.rate };
}
