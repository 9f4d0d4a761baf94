/**
 * Staff users of the admin area (spec 03 §3 Admin user, §5 User form). One schema validates the
 * add/edit form in the browser and the request body on the server.
 */
import { z } from 'zod';

/**
 * admin and customerservice work in the whole admin area (admin also in portal setups and user
 * management); municipality oversees its own portals only: their dashboard figures, their delivery
 * report and their tickets desk counts, read-only (issue 13).
 */
export const STAFF_ROLES = ['admin', 'customerservice', 'municipality'] as const;
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
  portalsRequired: 'Choose at least one portal for a municipality user.',
  tooManyPortals: 'Choose at most 50 portals.',
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

/** Portal setup ids, each once, in the order chosen. */
const ZPortalIds = z
  .array(z.string().trim().min(1).max(200))
  .max(50, { error: staffFormMessages.tooManyPortals })
  .transform((ids) => [...new Set(ids)]);

/** True when the role and portals go together: a municipality user needs at least one portal. */
export function portalsFitRole(role: TStaffRole, portalIds: readonly string[]): boolean {
  return role !== 'municipality' || portalIds.length > 0;
}

/** The portals kept for a role: only a municipality user has any. */
export function portalsForRole(role: TStaffRole, portalIds: readonly string[]): string[] {
  return role === 'municipality' ? [...portalIds] : [];
}

/**
 * Add/edit form and POST body. Role defaults to customerservice, status to active (spec §5); the
 * portals are required for a municipality user and dropped for the other roles.
 */
export const ZStaffUserForm = z
  .object({
    name: ZName,
    email: ZEmail,
    role: ZRole.default('customerservice'),
    portalIds: ZPortalIds.default([]),
    isActive: z.boolean().default(true),
  })
  .refine((v) => portalsFitRole(v.role, v.portalIds), {
    error: staffFormMessages.portalsRequired,
    path: ['portalIds'],
  })
  .transform((v) => ({ ...v, portalIds: portalsForRole(v.role, v.portalIds) }));
export type TStaffUserForm = z.output<typeof ZStaffUserForm>;
export type TStaffUserFormInput = z.input<typeof ZStaffUserForm>;

/**
 * PATCH body: only the fields sent change; the rest are kept (spec §4 "Update keeps unchanged
 * fields"). Whether the role and portals then go together is checked against the stored user.
 */
export const ZStaffUserPatch = z
  .object({ name: ZName, email: ZEmail, role: ZRole, portalIds: ZPortalIds, isActive: z.boolean() })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Nothing to update.' })
  .refine((v) => v.role === undefined || v.portalIds === undefined || portalsFitRole(v.role, v.portalIds), {
    error: staffFormMessages.portalsRequired,
    path: ['portalIds'],
  });
export type TStaffUserPatch = z.infer<typeof ZStaffUserPatch>;

export const ZStaffUser = z.object({
  id: z.string(),
  entryType: z.literal('AdminUser'),
  name: z.string(),
  email: z.string(),
  role: ZStaffRole,
  /** The portals a municipality user oversees; empty for the other roles. */
  portalIds: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** The acting staff user's email. */
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TStaffUser = z.infer<typeof ZStaffUser>;

export const ZStaffUserIdParams = z.object({ id: z.string().min(1).max(100) });

/** The portals a municipality user may be given (User Management's portal select). */
export const ZStaffPortalOptions = z.object({
  portals: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type TStaffPortalOptions = z.infer<typeof ZStaffPortalOptions>;

export const staffPortalMessages = {
  unknownPortal: 'One of the chosen portals does not exist.',
} as const;

/** A migrated person the server could not save for a reason of its own (logged on the server). */
export const STAFF_MIGRATION_NOT_SAVED = 'Could not be saved.';
