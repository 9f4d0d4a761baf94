import { z } from 'zod';

/** What the web app knows about who is signed in: GET /api/session. */
export const ZSessionCustomer = z.object({
  uid: z.string(),
  entryType: z.enum(['CustomerProfile', 'EnterpriseCustomerProfile']),
  email: z.string(),
  salutation: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string().nullable(),
  phoneType: z.string(),
  phoneNumber: z.string(),
  defaultServicesId: z.string().nullable(),
  /** An enterprise account's company, shown in the header instead of the shared portal's title. */
  organizationName: z.string().nullable(),
  /**
   * The language on the profile (a code of domain/languages.ts): the web app starts in it when the
   * browser has no choice of its own stored. Always sent; optional so that a page's stand-in session
   * (previews, tests) need not name one.
   */
  language: z.string().optional(),
});

export const ZSessionStaff = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'customerservice', 'municipality', 'unknown']),
});

export const ZSession = z.object({
  customer: ZSessionCustomer.nullable(),
  staff: ZSessionStaff.nullable(),
  /** A Google sign-in waiting for registration (/login sends the user on to /register?source=google). */
  pendingGoogleRegistration: z.boolean(),
});

export type TSessionCustomer = z.infer<typeof ZSessionCustomer>;
export type TSessionStaff = z.infer<typeof ZSessionStaff>;
export type TSession = z.infer<typeof ZSession>;
