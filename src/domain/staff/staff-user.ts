/**
 * Staff users of the admin area (spec 03 §3 Admin user, §5 User form). One schema validates the
 * add/edit form in the browser and the request body on the server.
 */
import { z } from 'zod';

export const STAFF_ROLES = ['admin', 'customerservice'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;

/**
 * The form's validation messages, in English. The web app shows them through its own translation
 * keys (`staff:form.errors.<key>`); the API answers with the English text.
 */
export const staffFormMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 120 characters.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: 'Email must be at most 254 characters.',
  roleRequired: 'Role is required.',
} as const;
export type TStaffFormMessageKey = keyof typeof staffFormMessages;

/** The catalogue key of a message produced by the staff form schema, if it is one. */
export function staffFormMessageKey(message: string): TStaffFormMessageKey | undefined {
  return (Object.keys(staffFormMessages) as TStaffFormMessageKey[]).find(
    (k) => staffFormMessages[k] === message,
  );
}

const ZName = z
  .string({ error: staffFormMessages.nameRequired })
  .trim()
  .min(1, { error: staffFormMessages.nameRequired, abort: true })
  .max(120, { error: staffFormMessages.nameTooLong });

/** Trimmed and lower-cased, so the same person cannot be added twice with different capitals. */
const ZEmail = z
  .string({ error: staffFormMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: staffFormMessages.emailRequired, abort: true })
  .max(254, { error: staffFormMessages.emailTooLong, abort: true })
  .pipe(z.email({ error: staffFormMessages.emailInvalid }));

const ZRole = z.enum(STAFF_ROLES, { error: staffFormMessages.roleRequired });

/** Add/edit form and POST body. Role defaults to customerservice, status to active (spec §5). */
export const ZStaffUserForm = z.object({
  name: ZName,
  email: ZEmail,
  role: ZRole.default('customerservice'),
  isActive: z.boolean().default(true),
});
export type TStaffUserForm = z.infer<typeof ZStaffUserForm>;
export type TStaffUserFormInput = z.input<typeof ZStaffUserForm>;

/** PATCH body: only the fields sent change; the rest are kept (spec §4 "Update keeps unchanged fields"). */
export const ZStaffUserPatch = z
  .object({ name: ZName, email: ZEmail, role: ZRole, isActive: z.boolean() })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Nothing to update.' });
export type TStaffUserPatch = z.infer<typeof ZStaffUserPatch>;

export const ZStaffUser = z.object({
  id: z.string(),
  entryType: z.literal('AdminUser'),
  name: z.string(),
  email: z.string(),
  role: ZStaffRole,
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The acting staff user's email. */
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TStaffUser = z.infer<typeof ZStaffUser>;

export const ZStaffUserIdParams = z.object({ id: z.string().min(1).max(100) });
