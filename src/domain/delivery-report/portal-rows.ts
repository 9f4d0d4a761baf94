/**
 * Delivery report rows for portal customers (spec 03 §5): what to deliver and remove per service,
 * from the customer's requested changes and the portal's default sizes.
 *
 * Per service: a requested size that differs from the default size is delivered (Del) and the
 * default cart removed (Rem); requested extra carts are appended to Del as quantity-size pairs
 * ("2-96"). With no change both cells are empty.
 */
import { formatCalendarDate, toCalendarDate } from '../services/calendar-date';
import type { DateInput } from '../services/calendar-date';
import { textBeforeDecimalPoint, toNumber } from '../services/numbers';
import { DELIVERY_NOTES } from './delivery-report-row';
import type { DeliveryReportRow } from './delivery-report-row';
import { parseStreetAddress } from './street-address';

/** A stored customer profile as the report reads it; serviceChanges is read leniently. */
export interface DeliveryCustomer {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  selectedAddress?: {
    CM04_ADD2?: string | null;
    CM04_CITY?: string | null;
    CM04_CUST?: string | number | null;
  } | null;
  serviceChanges?: unknown;
  /** A Date, an ISO timestamp, or epoch seconds (the old _ts field). */
  createdAt?: Date | string | number | null;
  serviceDay?: string | null;
}

/** The default (removal) sizes of the customer's portal setup, in gallons. */
export interface DefaultSizes {
  trash?: number | string | null;
  recycling?: number | string | null;
  yardwaste?: number | string | null;
}

interface ServiceCells {
  del: string;
  rem: string;
  hasChanges: boolean;
  wantsLarger: boolean;
  hasExtraCarts: boolean;
  /** The requested size could not be read (none requested, or blank). */
  sizeEmpty: boolean;
}

interface TypeChanges {
  changedSize: number | null;
  carts: { quantity: number; size: number }[];
  subscription: boolean | undefined;
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function readTypeChanges(
  serviceChanges: unknown,
  key: 'trash' | 'recycling' | 'yardwaste',
): TypeChanges | null {
  const entry = record(record(serviceChanges)?.[key]);
  if (!entry) return null;
  const changedSize = toNumber(record(entry.changedDefaults)?.CM05_SIZE);
  const carts = (Array.isArray(entry.additional) ? entry.additional : []).flatMap((raw) => {
    const cart = record(raw);
    const quantity = toNumber(cart?.CM05_QTY);
    const size = toNumber(cart?.CM05_SIZE);
    return quantity !== null && quantity > 0 && size !== null && size > 0 ? [{ quantity, size }] : [];
  });
  return {
    changedSize: changedSize !== null && changedSize > 0 ? changedSize : null,
    carts,
    subscription: typeof entry.subscription === 'boolean' ? entry.subscription : undefined,
  };
}

function serviceCells(changes: TypeChanges | null, defaultSizeValue: unknown): ServiceCells {
  const defaultSize = toNumber(defaultSizeValue);
  const changedSize = changes?.changedSize ?? null;
  const sizeChanged = changedSize !== null && changedSize !== defaultSize;
  const pairs = (changes?.carts ?? []).map((cart) => `${cart.quantity}-${textBeforeDecimalPoint(cart.size)}`);
  const del = [...(sizeChanged ? [textBeforeDecimalPoint(changedSize)] : []), ...pairs].join(', ');
  return {
    del,
    rem: sizeChanged && defaultSize !== null ? textBeforeDecimalPoint(defaultSize) : '',
    hasChanges: sizeChanged || pairs.length > 0,
    wantsLarger: sizeChanged && defaultSize !== null && changedSize > defaultSize,
    hasExtraCarts: pairs.length > 0,
    sizeEmpty: changedSize === null,
  };
}

/** ISO 8601, or null when the value cannot be read. Numbers are epoch seconds. */
export function toCreatedAt(value: Date | string | number | null | undefined): string | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value * 1000);
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value.trim());
  return date !== null && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** The customer's row, or null when the selected address lacks a street or a city (such customers are left out). */
export function buildPortalDeliveryRow(
  customer: DeliveryCustomer,
  defaults: DefaultSizes | null | undefined,
  deliveryDate: DateInput,
): DeliveryReportRow | null {
  const street = text(customer.selectedAddress?.CM04_ADD2);
  const city = text(customer.selectedAddress?.CM04_CITY);
  if (street === '' || city === '') return null;

  const trash = serviceCells(readTypeChanges(customer.serviceChanges, 'trash'), defaults?.trash);
  const recycling = serviceCells(readTypeChanges(customer.serviceChanges, 'recycling'), defaults?.recycling);
  const yardwasteChanges = readTypeChanges(customer.serviceChanges, 'yardwaste');
  const yardwaste = serviceCells(yardwasteChanges, defaults?.yardwaste);
  const services = [trash, recycling, yardwaste];

  const notes: string[] = [];
  if (services.some((s) => s.wantsLarger)) notes.push(DELIVERY_NOTES.wantsLarger);
  if (services.some((s) => s.hasExtraCarts)) notes.push(DELIVERY_NOTES.extraOnSite);
  if (yardwasteChanges?.subscription === false && yardwaste.sizeEmpty)
    notes.push(DELIVERY_NOTES.subscribeYardWaste);

  const name =
    [text(customer.firstName), text(customer.lastName)].filter(Boolean).join(' ') ||
    text(customer.displayName);
  return {
    id: customer.id,
    customerId: text(customer.selectedAddress?.CM04_CUST),
    customerName: name,
    ...parseStreetAddress(street),
    fullAddress: street,
    city,
    serviceDay: text(customer.serviceDay),
    trashDel: trash.del,
    trashRem: trash.rem,
    recyDel: recycling.del,
    recyRem: recycling.rem,
    ywDel: yardwaste.del,
    ywRem: yardwaste.rem,
    notes: notes.join(', '),
    date: formatCalendarDate(toCalendarDate(deliveryDate)),
    createdAt: toCreatedAt(customer.createdAt),
    origin: 'portal',
    truxSite: null,
    trashHasChanges: trash.hasChanges,
    recyHasChanges: recycling.hasChanges,
    ywHasChanges: yardwaste.hasChanges,
    hasChanges: services.some((s) => s.hasChanges),
  };
}

/** Rows for many customers, in their order; `defaultsFor` gives each customer's portal default sizes. */
export function buildPortalDeliveryRows(
  customers: readonly DeliveryCustomer[],
  defaultsFor: (customer: DeliveryCustomer) => DefaultSizes | null | undefined,
  deliveryDate: DateInput,
): DeliveryReportRow[] {
  return customers.flatMap(
    (customer) => buildPortalDeliveryRow(customer, defaultsFor(customer), deliveryDate) ?? [],
  );
}

/**
 * A portal customer's Service Day when their profile does not carry one (profiles made by the
 * registration wizard keep only the address): the weekdays of their site's services in the back
 * office, in week order ("TUE", "MON,THU"); blank when no service names a weekday.
 */
export function serviceDayOfServices(services: readonly { SERVICE_DAY_OF_WEEK?: string | null }[]): string {
  const codes = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
  const named = new Set(
    services.flatMap((s) =>
      (s.SERVICE_DAY_OF_WEEK ?? '').split(',').map((part) => part.trim().toUpperCase()),
    ),
  );
  return codes.filter((code) => named.has(code)).join(',');
}
