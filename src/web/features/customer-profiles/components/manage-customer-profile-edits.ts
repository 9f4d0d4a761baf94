/**
 * The modal's unsaved edits and the "Save All Changes" body built from them. The modal keeps what it
 * shows (sizes, quantities, customers to add and remove); only what differs from the saved profile
 * is sent, so the server's `changed` list names exactly what staff changed.
 */
import {
  selectedSiteKey,
  type TAvailableCustomer,
  type TCustomerProfileSaveInput,
  type TCustomerRef,
  type TSelectedCustomerView,
  type TServiceEditInput,
} from '../../../../domain/customer-profiles/manage-customer-profile';
import type { TProfileUpdateInput } from '../../../../domain/my-account';
import type { ServiceType } from '../../../../domain/services/service-changes';
import type { TServiceCard } from '../../../../domain/services/services-api';

/** One service tab's edit: the chosen size and the extra carts per size (by size as text). */
export interface ServiceEditState {
  size: number | null;
  carts: Record<string, number>;
}
export type ServiceEdits = Partial<Record<ServiceType, ServiceEditState>>;

export function savedCarts(card: TServiceCard): Record<string, number> {
  const carts: Record<string, number> = {};
  for (const cart of card.additionalCarts.carts)
    carts[String(cart.size)] = (carts[String(cart.size)] ?? 0) + cart.quantity;
  return carts;
}

export function initialServiceEdit(card: TServiceCard): ServiceEditState {
  return { size: card.currentSize, carts: savedCarts(card) };
}

/** What a service tab changes, or null when it shows the saved values. */
export function serviceEditBody(
  card: TServiceCard,
  edit: ServiceEditState | undefined,
): TServiceEditInput | null {
  if (!edit) return null;
  const saved = savedCarts(card);
  const size = edit.size !== null && edit.size !== card.currentSize ? edit.size : null;
  const additionalCarts = Object.entries(edit.carts)
    .filter(([sizeText, quantity]) => (saved[sizeText] ?? 0) !== quantity)
    .map(([sizeText, quantity]) => ({ size: Number(sizeText), quantity }));
  if (size === null && additionalCarts.length === 0) return null;
  return { size, additionalCarts };
}

export const customerKey = (c: {
  database: string;
  customerNumber: string;
  siteId?: string | null;
  siteName?: string | null;
}) => `${c.database}|${c.customerNumber}|${selectedSiteKey(c)}`;

/** The Manage Customers tab's edit: pick-list rows to add, and keys of selected customers to remove. */
export interface CustomerEdits {
  add: TAvailableCustomer[];
  remove: string[];
}
export const NO_CUSTOMER_EDITS: CustomerEdits = { add: [], remove: [] };

function refOf(c: TSelectedCustomerView): TCustomerRef {
  return { database: c.database, customerNumber: c.customerNumber, site: selectedSiteKey(c) };
}

export function buildSaveBody(input: {
  profile: TProfileUpdateInput;
  cards: readonly TServiceCard[];
  serviceEdits: ServiceEdits;
  selectedCustomers: readonly TSelectedCustomerView[];
  customerEdits: CustomerEdits;
}): TCustomerProfileSaveInput {
  const body: TCustomerProfileSaveInput = { profile: input.profile };
  const services: NonNullable<TCustomerProfileSaveInput['services']> = {};
  for (const card of input.cards) {
    const edit = serviceEditBody(card, input.serviceEdits[card.serviceType]);
    if (edit) services[card.serviceType] = edit;
  }
  if (Object.keys(services).length > 0) body.services = services;
  const { add, remove } = input.customerEdits;
  if (add.length > 0 || remove.length > 0) {
    body.selectedCustomers = {
      add: add.map((c) => ({ database: c.database, customerNumber: c.customerNumber, site: c.siteId ?? '' })),
      remove: input.selectedCustomers.filter((c) => remove.includes(customerKey(c))).map(refOf),
    };
  }
  return body;
}
