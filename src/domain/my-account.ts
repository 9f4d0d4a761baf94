/**
 * My Account (spec 01 §2 "My Account", §3 customer profile, §5 "My Account", §8 messages): the
 * signed-in customer's profile as the page shows it (spec field names), and the edit the page sends.
 * The edit is validated with the registration's contact-information schema, so the form and the API
 * apply the same rules: billing address line 1, city, state (IL, IN, MI, WI) and ZIP are required
 * when the billing address differs. The e-mail is shown but cannot be changed.
 */
import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from './languages';
import {
  BILLING_STATES,
  CONTACT_METHODS,
  OWNER_OR_RENTER,
  PHONE_TYPES,
  RESIDENCE_TYPES,
  SALUTATIONS,
  ZContactInformation,
} from './registration/schemas';

/** The spec's My Account messages, word for word (§8), and Curbside's own where the spec is silent. */
export const MY_ACCOUNT_MESSAGES = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile. Please try again later.',
  loadFailed: 'Failed to load customer information. Please try again later.',
  notFound: 'No customer information found.',
  emailNotEditable: 'Your email address cannot be changed here.',
  unknownLanguage: 'Choose one of the languages of the translate menu.',
} as const;

/** Machine-readable reasons in `details.reason` of My Account errors. */
export const MY_ACCOUNT_ERROR_REASONS = {
  notFound: 'my-account/not-found',
  emailNotEditable: 'my-account/email-not-editable',
  invalidPhone: 'my-account/invalid-phone',
} as const;

/** The service address chosen at registration (§3 selectedAddress), without CM04_EMAIL. */
export const ZMyServiceAddress = z.object({
  CM04_CUST: z.string(),
  CM04_SITE: z.string(),
  SOURCE: z.string(),
  CM04_ADD2: z.string(),
  CM04_CITY: z.string(),
  CM04_STAT: z.string(),
  CM04_PZIP: z.string(),
  residenceType: z.enum(RESIDENCE_TYPES),
  aptUnit: z.string(),
  ownerOrRenter: z.enum(OWNER_OR_RENTER),
  hoa: z.boolean(),
});
export type TMyServiceAddress = z.infer<typeof ZMyServiceAddress>;

/** GET /api/me/profile. */
export const ZMyProfile = z.object({
  uid: z.string(),
  entryType: z.enum(['CustomerProfile', 'EnterpriseCustomerProfile']),
  defaultServicesId: z.string().nullable(),
  email: z.string(),
  salutation: z.enum(SALUTATIONS),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string().nullable(),
  phoneType: z.enum(PHONE_TYPES),
  phoneNumber: z.string(),
  zipCode: z.string().nullable(),
  selectedAddress: ZMyServiceAddress.nullable(),
  residenceType: z.enum(RESIDENCE_TYPES).nullable(),
  aptUnit: z.string().nullable(),
  preferredContactMethods: z.array(z.enum(CONTACT_METHODS)),
  optInMarketing: z.boolean(),
  optInNotifications: z.boolean(),
  optInPaperlessBilling: z.boolean(),
  differentBillingAddress: z.boolean(),
  billingAddress1: z.string(),
  billingAddress2: z.string(),
  billingCity: z.string(),
  billingState: z.union([z.enum(BILLING_STATES), z.literal('')]),
  billingZip: z.string(),
  authProvider: z.enum(['email', 'google', 'phone']),
  isGoogleSignUp: z.boolean(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Enterprise profiles: the organisation; null for residents. */
  organizationName: z.string().nullable(),
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

/**
 * PUT /api/me/profile: the edited contact information. `email` may be sent back as shown (the spec's
 * "whole edited profile"); a different e-mail is refused.
 */
export const ZProfileUpdate = ZContactInformation.safeExtend({
  email: z.string().max(320).optional(),
});
export type TProfileUpdate = z.output<typeof ZProfileUpdate>;
export type TProfileUpdateInput = z.input<typeof ZProfileUpdate>;

/** True when `sent` names a different mailbox than `current` (case and surrounding spaces ignored). */
export function isEmailChange(current: string, sent: string | undefined): boolean {
  if (sent === undefined) return false;
  return sent.trim().toLowerCase() !== current.trim().toLowerCase();
}

/** Billing fields as stored today, and as older records have them (§3). */
export interface BillingFieldsSource {
  differentBillingAddress?: boolean | null;
  billingAddress1?: string | null;
  billingAddress2?: string | null;
  billingCity?: string | null;
  billingState?: string | null;
  billingZip?: string | null;
  /** Older records: true when billing goes to the service address. */
  billingSameAsService?: boolean | null;
  /** Older records: billing address line 1. */
  billingStreet?: string | null;
  /** Older records: billing address line 2. */
  billingAptSuite?: string | null;
}

export type TBillingFields = Pick<
  TMyProfile,
  | 'differentBillingAddress'
  | 'billingAddress1'
  | 'billingAddress2'
  | 'billingCity'
  | 'billingState'
  | 'billingZip'
>;

const text = (value: string | null | undefined) => (value ?? '').trim();
const isBillingState = (value: string): value is (typeof BILLING_STATES)[number] =>
  (BILLING_STATES as readonly string[]).includes(value);

/**
 * The current billing fields of a record: billingSameAsService, billingStreet and billingAptSuite of
 * older records fill differentBillingAddress, billingAddress1 and billingAddress2 where the current
 * field is empty. A state outside IL, IN, MI, WI reads as none chosen.
 */
export function currentBillingFields(source: BillingFieldsSource): TBillingFields {
  const address1 = text(source.billingAddress1) || text(source.billingStreet);
  const address2 = text(source.billingAddress2) || text(source.billingAptSuite);
  const different = source.differentBillingAddress === true || source.billingSameAsService === false;
  const state = text(source.billingState).toUpperCase();
  return {
    differentBillingAddress: different,
    billingAddress1: address1,
    billingAddress2: address2,
    billingCity: text(source.billingCity),
    billingState: isBillingState(state) ? state : '',
    billingZip: text(source.billingZip),
  };
}

/** The form's values for a profile (what Cancel restores). */
export function profileUpdateValues(profile: TMyProfile): Required<TProfileUpdateInput> {
  return {
    email: profile.email,
    salutation: profile.salutation,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneType: profile.phoneType,
    phoneNumber: profile.phoneNumber,
    preferredContactMethods: [...profile.preferredContactMethods],
    optInMarketing: profile.optInMarketing,
    optInNotifications: profile.optInNotifications,
    optInPaperlessBilling: profile.optInPaperlessBilling,
    differentBillingAddress: profile.differentBillingAddress,
    billingAddress1: profile.billingAddress1,
    billingAddress2: profile.billingAddress2,
    billingCity: profile.billingCity,
    billingState: profile.billingState,
    billingZip: profile.billingZip,
  };
}

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/**
 * PUT /api/me/language: the language the signed-in customer chose in the translate menu (one of the
 * ten); their mails and texts are written in it from then on.
 */
export const ZLanguageUpdate = z.object({
  language: z.enum(LANGUAGE_CODES, { error: MY_ACCOUNT_MESSAGES.unknownLanguage }),
});
export type TLanguageUpdate = z.infer<typeof ZLanguageUpdate>;
