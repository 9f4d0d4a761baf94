/**
 * Setup Customer Profile (spec 03 §2.8, §4, §5, §8): staff create a residential or an enterprise
 * customer. The customer's contact information follows the registration's rules; the sign-in account
 * is created without a password the customer could not know, and a one-time link to set their own is
 * mailed instead (the spec's random 16-character password is never shown or sent).
 */
import { z } from 'zod';
import { ZContactInformation, ZRegistrationEmail, ZResidence } from '../registration/schemas';
import { REGISTRATION_MESSAGES } from '../registration/messages';
import { ZAvailableCustomer, ZAvailableCustomersQuery, ZCustomerRef } from './manage-customer-profile';

/** The spec's words (§5, §8), and Curbside's own where the spec is silent. */
export const SETUP_CUSTOMER_PROFILE_MESSAGES = {
  residentialSaved: 'Customer profile saved successfully! A confirmation email will be sent to the customer.',
  enterpriseSaved:
    'Enterprise customer profile saved successfully! A password reset email has been sent to the customer.',
  addressNotLoaded: REGISTRATION_MESSAGES.addressNotLoaded,
  customerNotAvailable:
    'One or more selected customer accounts are not available in the system. Please verify the customer data.',
  badRequest: 'Bad request: Please verify all required fields are filled correctly.',
  organizationRequired: 'Please enter an organization name.',
  atLeastOneCustomer: 'Please select at least one customer.',
  emailRegistered: 'A customer with this email address already exists.',
  addressTaken: 'This address already has a customer profile.',
  addressUnknown: 'This address is no longer offered. Please search the ZIP code again.',
  selectAddressFirst: 'Please select an address first.',
  tooManyCustomers: 'An enterprise profile can hold at most 5,000 customers.',
  unexpected: 'An unexpected error occurred',
  /** The profile (the customer's sign-in account) could not be written; nothing was kept. */
  accountCreationFailed: 'Failed to create user account',
} as const;

/** How many customers one enterprise profile may hold (and one select-all may pick). */
export const MAX_SELECTED_CUSTOMERS = 5000;

/** The contact step of both wizards: the e-mail with the registration's contact information. */
export const ZStaffContact = z.object({
  email: ZRegistrationEmail,
  contact: ZContactInformation,
});

/** POST /api/admin/customer-profiles/residential */
export const ZCreateResidentialProfile = ZStaffContact.extend({
  /** The `addressId` of an address from the ZIP search (GET /api/registration/addresses). */
  addressId: z.string().min(1, SETUP_CUSTOMER_PROFILE_MESSAGES.selectAddressFirst).max(1000),
  residence: ZResidence,
});
export type TCreateResidentialProfile = z.output<typeof ZCreateResidentialProfile>;
export type TCreateResidentialProfileInput = z.input<typeof ZCreateResidentialProfile>;

/** POST /api/admin/customer-profiles/enterprise */
export const ZCreateEnterpriseProfile = ZStaffContact.extend({
  organizationName: z.string().trim().min(1, SETUP_CUSTOMER_PROFILE_MESSAGES.organizationRequired).max(200),
  selectedCustomers: z
    .array(ZCustomerRef)
    .min(1, SETUP_CUSTOMER_PROFILE_MESSAGES.atLeastOneCustomer)
    .max(MAX_SELECTED_CUSTOMERS, SETUP_CUSTOMER_PROFILE_MESSAGES.tooManyCustomers),
});
export type TCreateEnterpriseProfile = z.output<typeof ZCreateEnterpriseProfile>;
export type TCreateEnterpriseProfileInput = z.input<typeof ZCreateEnterpriseProfile>;

export const ZCreatedCustomerProfile = z.object({ uid: z.string(), message: z.string() });
export type TCreatedCustomerProfile = z.infer<typeof ZCreatedCustomerProfile>;

/** GET /api/admin/available-customers: the enterprise pick list for a new profile. */
export const ZAvailableCustomersSearch = ZAvailableCustomersQuery;

/** POST /api/admin/available-customers/select-all: every customer the filter matches, up to the cap. */
export const ZSelectAllCustomersRequest = z.object({ search: z.string().trim().max(100).optional() });
export const ZSelectAllCustomersResponse = z.object({
  items: z.array(ZAvailableCustomer),
  /** How many the filter matches; more than items.length when the cap cut the selection. */
  total: z.number().int(),
});
export type TSelectAllCustomersResponse = z.infer<typeof ZSelectAllCustomersResponse>;
