/**
 * The Manage Customer Profile modal (spec 03 §2.9, §3, §5 "Additional cart quantity", §8): the detail
 * staff see, the services tabs, and the one "Save All Changes" request. The contact fields use My
 * Account's schema and the service edits the Services page's request schemas, so staff and customer
 * are held to the same rules.
 */
import { z } from 'zod';
import { pageQuery, pageResult } from '../pagination';
import { ZMyProfile, ZProfileUpdate } from '../my-account';
import { ZAdditionalCartsRequest, ZChangeServiceRequest } from '../services/service-requests';
import { ZServicesResponse } from '../services/services-api';
import type { ServiceType } from '../services/service-changes';

/** The spec's words (§2.9, §8), and Curbside's own where the spec is silent. */
export const MANAGE_CUSTOMER_PROFILE_MESSAGES = {
  updated: 'Customer profile updated successfully!',
  updateFailed: 'Failed to update customer profile. Please try again.',
  noServiceDetailsTitle: 'No service details available',
  noServiceDetails: 'No service details found for this customer.',
  serviceDetailsFailed: 'Failed to load service details. Please try again later.',
  notFound: 'Customer profile not found.',
  alreadySelected: 'This customer is already selected.',
  customerNotAvailable:
    'One or more selected customer accounts are not available in the system. Please verify the customer data.',
  atLeastOneCustomer: 'Please select at least one customer.',
  notEnterprise: 'Only enterprise profiles have selected customers.',
  enterpriseHasNoServices: 'Enterprise profiles have no residential services to change.',
} as const;

/** A profile uid in the path: visible ASCII only (ids are generated, never typed). */
export const ZCustomerProfileUidParams = z.object({
  uid: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'A customer profile id is 1 to 200 visible ASCII characters.'),
});

/** One company customer (and site) an enterprise profile manages (§3 selectedCustomers). */
export const ZSelectedCustomerView = z.object({
  database: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  /** The back-office site id; older entries name the site only. */
  siteId: z.string().nullable(),
  siteName: z.string(),
  companyFullName: z.string().nullable(),
});
export type TSelectedCustomerView = z.infer<typeof ZSelectedCustomerView>;

/** GET /api/admin/customer-profiles/{uid}: what the modal's header and Profile Information tab show. */
export const ZCustomerProfileDetail = z.object({
  uid: z.string(),
  /** "Enterprise" or "Regular" (§2.9). */
  type: z.enum(['Enterprise', 'Regular']),
  name: z.string(),
  /** The service address; null for enterprise profiles and profiles without one. */
  address: z
    .object({
      street: z.string(),
      aptUnit: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    })
    .nullable(),
  /** The account number (customer.site); null without a service address. */
  customerId: z.string().nullable(),
  /** The sign-in account's id (the spec's firebaseUid); null when the profile has no way to sign in. */
  firebaseUid: z.string().nullable(),
  defaultServicesId: z.string().nullable(),
  portalTitle: z.string().nullable(),
  /** Contact fields, opt-ins and billing address, as My Account shows them. */
  profile: ZMyProfile,
  organizationName: z.string().nullable(),
  selectedCustomers: z.array(ZSelectedCustomerView),
});
export type TCustomerProfileDetail = z.infer<typeof ZCustomerProfileDetail>;

export const NO_SERVICE_DETAILS_REASONS = ['no-service-details', 'load-failed'] as const;

/**
 * GET /api/admin/customer-profiles/{uid}/services: the Services page's answer for this customer, or
 * why there is none ("No service details available" with its reason).
 */
export const ZCustomerProfileServices = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), services: ZServicesResponse }),
  z.object({
    available: z.literal(false),
    reason: z.enum(NO_SERVICE_DETAILS_REASONS),
    message: z.string(),
  }),
]);
export type TCustomerProfileServices = z.infer<typeof ZCustomerProfileServices>;

/** One service's edits: a new cart size (absent or null leaves it) and extra carts per size (0 removes). */
export const ZServiceEdit = z.object({
  size: ZChangeServiceRequest.shape.size.nullish(),
  additionalCarts: z.array(ZAdditionalCartsRequest).max(20).default([]),
});
export type TServiceEdit = z.infer<typeof ZServiceEdit>;
export type TServiceEditInput = z.input<typeof ZServiceEdit>;

const ZRefText = z.string().trim().max(100);

/** A pick-list entry named by database, customer number and site (the site id, or an older entry's site name). */
export const ZCustomerRef = z.object({
  database: ZRefText.min(1),
  customerNumber: ZRefText.min(1),
  site: ZRefText.default(''),
});
export type TCustomerRef = z.infer<typeof ZCustomerRef>;

/** PUT /api/admin/customer-profiles/{uid}: "Save All Changes". Every part is optional. */
export const ZCustomerProfileSave = z.object({
  profile: ZProfileUpdate.optional(),
  services: z
    .object({
      trash: ZServiceEdit.optional(),
      recycling: ZServiceEdit.optional(),
      yardwaste: ZServiceEdit.optional(),
    })
    .optional(),
  selectedCustomers: z
    .object({
      add: z.array(ZCustomerRef).max(1000).default([]),
      remove: z.array(ZCustomerRef).max(1000).default([]),
    })
    .optional(),
});
export type TCustomerProfileSave = z.infer<typeof ZCustomerProfileSave>;
export type TCustomerProfileSaveInput = z.input<typeof ZCustomerProfileSave>;

export const ZCustomerProfileSaveResponse = z.object({
  message: z.string(),
  /** The fields that changed, e.g. firstName, trash.size, trash.additionalCarts.96, selectedCustomers. */
  changed: z.array(z.string()),
  /** References of the confirmation mails queued for service changes. */
  confirmations: z.array(z.string()),
  detail: ZCustomerProfileDetail,
});
export type TCustomerProfileSaveResponse = z.infer<typeof ZCustomerProfileSaveResponse>;

/** GET …/{uid}/available-customers: the enterprise pick list, each row marked when already selected. */
export const ZAvailableCustomersQuery = z.object({
  search: z.string().trim().max(100).optional(),
  ...pageQuery({ defaultPageSize: 100, maxPage: 100_000 }).shape,
});
export const ZAvailableCustomer = z.object({
  database: z.string(),
  companyFullName: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  siteId: z.string().nullable(),
  siteName: z.string().nullable(),
  salesRepCode: z.string().nullable(),
  selected: z.boolean(),
});
export type TAvailableCustomer = z.infer<typeof ZAvailableCustomer>;
export const ZAvailableCustomersPage = pageResult(ZAvailableCustomer);
export type TAvailableCustomersPage = z.infer<typeof ZAvailableCustomersPage>;

/** The site part of a selected customer's identity: its site id, else (older entries) its site name. */
export const selectedSiteKey = (entry: { siteId?: string | null; siteName?: string | null }): string =>
  (entry.siteId ?? '').trim() || (entry.siteName ?? '').trim();

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Whether two entries are the same customer (§5 "Enterprise profile"): same database and customer
 * number, and the same site, by id when both have one, else by site name (older entries have no id).
 */
export function isSameSelectedCustomer(
  a: { database: string; customerNumber: string; siteId?: string | null; siteName?: string | null },
  b: { database: string; customerNumber: string; siteId?: string | null; siteName?: string | null },
): boolean {
  if (!same(a.database, b.database) || !same(a.customerNumber, b.customerNumber)) return false;
  if (a.siteId && b.siteId) return same(a.siteId, b.siteId);
  return same(a.siteName, b.siteName) || (!a.siteId && !b.siteId && !a.siteName && !b.siteName);
}

/** Keys in `changed` for a service edit. */
export const changedKeys = {
  size: (type: ServiceType) => `${type}.size`,
  carts: (type: ServiceType, size: number) => `${type}.additionalCarts.${size}`,
};
