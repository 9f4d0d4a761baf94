/**
 * How a customer proved that a service address is theirs (issue 8 §5), recorded on the profile.
 *
 * Strong proof names the address itself: the back office's e-mail on file for the account (a code
 * sent there was entered), the account number (CM04_CUST.CM04_SITE), or a document showing the
 * address. Weak proof shows only that the customer owns SOME e-mail: a different e-mail with a code,
 * or a Google account. The spec allows weak proof, so a squatter can register an address that is not
 * theirs; the real owner, with strong proof, can register over a weakly held address and take it.
 * Profiles registered before the proof was recorded (and profiles staff created) have no kind:
 * "unknown", which is never taken over, because nothing says the holder is not the owner.
 */
import { z } from 'zod';

export const ADDRESS_PROOFS = [
  'email-on-file',
  'account-number',
  'document',
  'other-email',
  'google',
] as const;
export const ZAddressProof = z.enum(ADDRESS_PROOFS);
export type TAddressProof = z.infer<typeof ZAddressProof>;

export const ADDRESS_PROOF_STRENGTHS = ['strong', 'weak', 'unknown'] as const;
export const ZAddressProofStrength = z.enum(ADDRESS_PROOF_STRENGTHS);
export type TAddressProofStrength = z.infer<typeof ZAddressProofStrength>;

const STRONG: ReadonlySet<TAddressProof> = new Set(['email-on-file', 'account-number', 'document']);

export function proofStrength(proof: TAddressProof | null | undefined): TAddressProofStrength {
  if (!proof) return 'unknown';
  return STRONG.has(proof) ? 'strong' : 'weak';
}

export interface ProofEvidence {
  /** A document or the account number proved the address in this registration. */
  addressVerifiedBy: 'document' | 'account-number' | null;
  /** The account's e-mail was proven (a code entered, or Google's verified e-mail). */
  emailProven: boolean;
  /** The account's e-mail. */
  email: string | null;
  /** The back office's e-mail on file for the address. */
  emailOnFile: string | null;
  viaGoogle: boolean;
}

const sameEmail = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The strongest proof a registration holds, or null when it holds none. A proven e-mail that IS the
 * e-mail on file is strong however it was proven (typed by hand, or a Google account whose verified
 * e-mail is that address): the customer controls the inbox the back office knows.
 */
export function addressProofOf(evidence: ProofEvidence): TAddressProof | null {
  if (evidence.addressVerifiedBy) return evidence.addressVerifiedBy;
  if (!evidence.emailProven) return null;
  if (sameEmail(evidence.email, evidence.emailOnFile)) return 'email-on-file';
  return evidence.viaGoogle ? 'google' : 'other-email';
}

/** May a registration with `incoming` proof take an address held with `holder` proof? */
export function mayTakeOver(holder: TAddressProof | null, incoming: TAddressProof | null): boolean {
  return proofStrength(holder) === 'weak' && proofStrength(incoming) === 'strong';
}

// ---------------------------------------------------------------- the staff view (admin API)

/** Staff list of customer profiles with their address proof: paged, filtered by strength. */
export const ZAddressProofListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  strength: ZAddressProofStrength.optional(),
  /** Only profiles whose address moved to its owner (true) or only those that still hold one (false). */
  released: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TAddressProofListQuery = z.output<typeof ZAddressProofListQuery>;

export const ZAddressProofItem = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  addressProof: ZAddressProof.nullable(),
  proofStrength: ZAddressProofStrength,
  /** When the address moved to its owner (the profile keeps its sign-in), or null. */
  addressReleasedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAddressProofItem = z.infer<typeof ZAddressProofItem>;

export const ZAddressProofList = z.object({
  items: z.array(ZAddressProofItem),
  total: z.number().int().min(0),
});
export type TAddressProofList = z.infer<typeof ZAddressProofList>;
