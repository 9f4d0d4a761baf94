/**
 * Registration request and response schemas: the wizard's forms and the API validate with these same
 * schemas (spec 01 §2 "Registration wizard", §3 entities, §5 validation).
 *
 * The browser is told only what it needs before verification: an address's street, city, state, ZIP,
 * an opaque `addressId` and the e-mail on file MASKED. Customer and site ids (which make the account
 * number) and the e-mail on file itself stay on the server.
 */
import { z } from 'zod';
import { emailField } from '../email-field';
import { ZAddressStanding } from './address-standing';
import { REGISTRATION_MESSAGES } from './messages';
import { phonePatternError } from './phone';

export const REGISTRATION_STEPS = 6;

export const ZZip = z
  .string({ error: REGISTRATION_MESSAGES.zipInvalid })
  .trim()
  .regex(/^\d{5}$/, REGISTRATION_MESSAGES.zipInvalid);

// ---------------------------------------------------------------- step 1: service address

export const ZAddressSearchQuery = z.object({ zip: ZZip });

export const ZAddressOption = z.object({
  /** Opaque, tamper-proof handle of the address; the only way to pick it. */
  addressId: z.string(),
  CM04_ADD2: z.string(),
  CM04_CITY: z.string(),
  CM04_STAT: z.string(),
  CM04_PZIP: z.string(),
  /** The e-mail on file, masked ("j***e@e***e.com"), or null when there is none. */
  maskedEmail: z.string().nullable(),
});
export type TAddressOption = z.infer<typeof ZAddressOption>;

export const ZAddressSearchResponse = z.object({ items: z.array(ZAddressOption), total: z.number().int() });
export type TAddressSearchResponse = z.infer<typeof ZAddressSearchResponse>;

/** Case-insensitive substring filter on the street (the list shows only when the filter is non-empty). */
export function filterAddresses<T extends { CM04_ADD2: string }>(items: T[], filter: string): T[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return [];
  return items.filter((item) => item.CM04_ADD2.toLowerCase().includes(needle));
}

export const RESIDENCE_TYPES = ['singleFamily', 'multiFamily'] as const;
export const OWNER_OR_RENTER = ['owner', 'renter'] as const;

export const ZResidence = z
  .object({
    residenceType: z.enum(RESIDENCE_TYPES).default('singleFamily'),
    aptUnit: z.string().trim().max(10).default(''),
    ownerOrRenter: z.enum(OWNER_OR_RENTER).default('owner'),
    hoa: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.residenceType !== 'multiFamily') return;
    if (value.aptUnit === '') {
      ctx.addIssue({ code: 'custom', path: ['aptUnit'], message: REGISTRATION_MESSAGES.aptUnitRequired });
    } else if (!/^\d+$/.test(value.aptUnit)) {
      ctx.addIssue({ code: 'custom', path: ['aptUnit'], message: REGISTRATION_MESSAGES.aptUnitNumeric });
    }
  });
export type TResidence = z.output<typeof ZResidence>;
export type TResidenceInput = z.input<typeof ZResidence>;

/** Starting a registration: the chosen address. Answers with the registration token. */
export const ZStartRegistrationRequest = z.object({ addressId: z.string().min(1).max(1000) });

export const ZRegistrationAddress = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type TRegistrationAddress = z.infer<typeof ZRegistrationAddress>;

export const VERIFICATION_METHODS = [
  'email',
  'document',
  'document-matched',
  'account-number',
  'letter',
  'google',
] as const;
export type TVerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** What the server knows about a registration in progress (safe to show the browser). */
export const ZRegistrationState = z.object({
  address: ZRegistrationAddress,
  /** Masked e-mail on file, or null. */
  emailOnFile: z.string().nullable(),
  /** The e-mail chosen for the account: masked while it is the (unproven) e-mail on file. */
  email: z.string().nullable(),
  emailSource: z.enum(['on-file', 'manual', 'google']).nullable(),
  emailVerified: z.boolean(),
  /** How the customer proved the e-mail or the address; null until they have. */
  verifiedBy: z.enum(VERIFICATION_METHODS).nullable(),
  accountNumberAttemptsRemaining: z.number().int(),
  /**
   * The address is registered to another account with weak proof: a registration with strong proof
   * (or a document for staff to look at) becomes a claim on it (decision 006), decided by the holder's
   * silence or by staff; it does not move at once.
   */
  strongProofRequired: z.boolean(),
  /** How strong the address proof this registration holds so far is (null: none yet). */
  proofStrength: z.enum(['strong', 'weak']).nullable(),
  /** The letter with a code requested for the address, or null. */
  letter: z.object({ requestedAt: z.string() }).nullable(),
  /**
   * What is known about the chosen address (issue 28 §2): held by an account, an e-mail on file, the
   * next steps that fit. Optional so a wizard that does not read it yet keeps working.
   */
  addressStanding: ZAddressStanding.optional(),
  google: z
    .object({ email: z.string(), displayName: z.string().nullable(), photoURL: z.string().nullable() })
    .nullable(),
  expiresAt: z.string(),
});
export type TRegistrationState = z.infer<typeof ZRegistrationState>;

export const ZStartRegistrationResponse = z.object({
  registrationToken: z.string(),
  state: ZRegistrationState,
});
export type TStartRegistrationResponse = z.infer<typeof ZStartRegistrationResponse>;

/** The header that carries the registration token. */
export const REGISTRATION_TOKEN_HEADER = 'x-registration-token';

// ---------------------------------------------------------------- step 2: e-mail

/** The format check of the e-mail fields (first "Invalid email format", spec 01 §5). */
export const ZRegistrationEmail = emailField({
  required: REGISTRATION_MESSAGES.emailRequired,
  invalid: REGISTRATION_MESSAGES.invalidEmailFormat,
});

export const ZSetEmailRequest = z.discriminatedUnion('source', [
  z.object({ source: z.literal('on-file') }),
  // checked by the service with ZRegistrationEmail, so a bad address gets the spec's own message
  z.object({ source: z.literal('manual'), email: z.string().max(320) }),
  z.object({ source: z.literal('google') }),
]);
export type TSetEmailRequest = z.infer<typeof ZSetEmailRequest>;

export const ZEmailCheckRequest = z.object({ email: z.string().max(254) });
export const ZCheckResult = z.object({
  ok: z.boolean(),
  /** The spec's message when not ok. */
  message: z.string().optional(),
  reason: z.string().optional(),
});
export type TCheckResult = z.infer<typeof ZCheckResult>;

// ---------------------------------------------------------------- step 3: verification

export const ZSendCodeResponse = z.object({
  sentTo: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type TSendCodeResponse = z.infer<typeof ZSendCodeResponse>;

/** The code is checked by the service so that an empty or short one gets the spec's own message. */
export const ZVerifyCodeRequest = z.object({ code: z.string().max(20).optional() });

/** The account number and, with it, the account holder's last name (decision 006). */
export const ZAccountNumberRequest = z.object({
  accountNumber: z.string().max(100),
  lastName: z.string().max(100).default(''),
});

// ---------------------------------------------------------------- step 5: contact information

export const SALUTATIONS = ['Mr.', 'Mrs.', 'Miss', 'Ms.', 'Dr.'] as const;
export const PHONE_TYPES = ['Mobile', 'Home', 'Work'] as const;
export const CONTACT_METHODS = ['Phone', 'Text', 'Email'] as const;
export const BILLING_STATES = ['IL', 'IN', 'MI', 'WI'] as const;

const requiredText = (message: string, max = 100) => z.string().trim().min(1, message).max(max);

export const ZContactInformation = z
  .object({
    salutation: z.enum(SALUTATIONS).default('Mr.'),
    firstName: requiredText(REGISTRATION_MESSAGES.firstNameRequired),
    lastName: requiredText(REGISTRATION_MESSAGES.lastNameRequired),
    phoneType: z.enum(PHONE_TYPES).default('Mobile'),
    phoneNumber: z
      .string()
      .trim()
      .min(1, REGISTRATION_MESSAGES.phoneRequired)
      .superRefine((value, ctx) => {
        const problem = phonePatternError(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    preferredContactMethods: z
      .array(z.enum(CONTACT_METHODS))
      .min(1, REGISTRATION_MESSAGES.contactMethodRequired)
      .transform((methods) => [...new Set(methods)]),
    optInMarketing: z.boolean().default(true),
    optInNotifications: z.boolean().default(true),
    optInPaperlessBilling: z.boolean().default(true),
    differentBillingAddress: z.boolean().default(false),
    billingAddress1: z.string().trim().max(200).default(''),
    billingAddress2: z.string().trim().max(200).default(''),
    billingCity: z.string().trim().max(100).default(''),
    billingState: z.union([z.enum(BILLING_STATES), z.literal('')]).default(''),
    billingZip: z.string().trim().max(10).default(''),
  })
  .superRefine((value, ctx) => {
    if (!value.differentBillingAddress) return;
    const need = (
      field: 'billingAddress1' | 'billingCity' | 'billingState' | 'billingZip',
      message: string,
    ) => {
      if (value[field] === '') ctx.addIssue({ code: 'custom', path: [field], message });
    };
    need('billingAddress1', REGISTRATION_MESSAGES.billingAddressRequired);
    need('billingCity', REGISTRATION_MESSAGES.billingCityRequired);
    need('billingState', REGISTRATION_MESSAGES.billingStateRequired);
    need('billingZip', REGISTRATION_MESSAGES.billingZipRequired);
    if (value.billingZip !== '' && !/^\d{5}(-\d{4})?$/.test(value.billingZip)) {
      ctx.addIssue({ code: 'custom', path: ['billingZip'], message: REGISTRATION_MESSAGES.zipInvalid });
    }
  });
export type TContactInformation = z.output<typeof ZContactInformation>;
export type TContactInformationInput = z.input<typeof ZContactInformation>;

// ---------------------------------------------------------------- step 6: submit

/**
 * The submission. The e-mail, the address and the proof of verification are the server's (the
 * registration token names them); the password is left out for a Google sign-up. The password
 * confirmation exists only on the form.
 */
export const ZRegistrationSubmit = z.object({
  residence: ZResidence,
  contact: ZContactInformation,
  password: z.string().max(1024).optional(),
});
export type TRegistrationSubmit = z.output<typeof ZRegistrationSubmit>;
export type TRegistrationSubmitInput = z.input<typeof ZRegistrationSubmit>;

export const ZRegistrationSubmitResponse = z.object({
  uid: z.string(),
  portalId: z.string().nullable(),
  redirectTo: z.string(),
  /**
   * The address is held by another account: the account was created without it and a claim opened
   * (decision 006). `movesAfter` is when it moves unless the holder objects; null when staff decide.
   */
  claim: z.object({ id: z.string(), movesAfter: z.string().nullable() }).nullable(),
});
export type TRegistrationSubmitResponse = z.infer<typeof ZRegistrationSubmitResponse>;

/** After success the customer is sent home after this long (spec 01 §9). */
export const REGISTRATION_REDIRECT_MS = 3000;
