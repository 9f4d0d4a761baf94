/**
 * How a customer proved that a service address is theirs (issue 8 §5, issue 26 §1; decision 006),
 * recorded on the profile, and what each kind of proof may decide.
 *
 * Strong proof is something a stranger cannot make: a code sent to the back office's e-mail on file
 * for the account, a code from a letter mailed to the address, the account number together with the
 * account holder's last name, a document that shows the address AND the account holder's name AND a
 * date within the last 90 days, or a staff decision on a claim. Weak proof shows only that the customer
 * owns SOME e-mail (another e-mail, a Google account) or has a document with the address on it: the
 * address is public (the ZIP search lists it), so such a document is evidence for staff, not proof.
 *
 * An address never moves away from its holder without a human decision or the holder's silence: a
 * registration that would take a held address opens a claim (address_claims). Profiles registered
 * before the proof was recorded (and profiles staff created) have no kind: "unknown", never claimable.
 */
import { z } from 'zod';
import { ZCustomerContact, ZProfileAddress } from '../customer-contact';
import { pageResult, ZPageQuery } from '../pagination';

export const ADDRESS_PROOFS = [
  'email-on-file',
  'account-number',
  'document-matched',
  'letter',
  'staff-approved',
  'document',
  'other-email',
  'google',
] as const;
export const ZAddressProof = z.enum(ADDRESS_PROOFS);
export type TAddressProof = z.infer<typeof ZAddressProof>;

export const ADDRESS_PROOF_STRENGTHS = ['strong', 'weak', 'unknown'] as const;
export const ZAddressProofStrength = z.enum(ADDRESS_PROOF_STRENGTHS);
export type TAddressProofStrength = z.infer<typeof ZAddressProofStrength>;

const STRONG: ReadonlySet<TAddressProof> = new Set([
  'email-on-file',
  'account-number',
  'document-matched',
  'letter',
  'staff-approved',
]);

/** How a registration proved the address itself (the draft's address_verified_by). */
export const ADDRESS_VERIFICATIONS = ['document', 'document-matched', 'account-number', 'letter'] as const;
export type TAddressVerification = (typeof ADDRESS_VERIFICATIONS)[number];

export function proofStrength(proof: TAddressProof | null | undefined): TAddressProofStrength {
  if (!proof) return 'unknown';
  return STRONG.has(proof) ? 'strong' : 'weak';
}

export interface ProofEvidence {
  /** A document, the account number or a letter's code proved the address in this registration. */
  addressVerifiedBy: TAddressVerification | null;
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
  const emailOnFile = evidence.emailProven && sameEmail(evidence.email, evidence.emailOnFile);
  const verified = evidence.addressVerifiedBy;
  if (verified && proofStrength(verified) === 'strong') return verified;
  if (emailOnFile) return 'email-on-file';
  if (verified) return verified;
  if (!evidence.emailProven) return null;
  return evidence.viaGoogle ? 'google' : 'other-email';
}

/**
 * May a registration with `incoming` proof open a claim on an address held with `holder` proof?
 * Only a weakly held address can be claimed, and only with strong proof or a document staff can
 * look at; an e-mail or a Google account says nothing about the address.
 */
export function mayClaim(holder: TAddressProof | null, incoming: TAddressProof | null): boolean {
  if (proofStrength(holder) !== 'weak') return false;
  return proofStrength(incoming) === 'strong' || incoming === 'document';
}

/**
 * Does an unopposed claim move by itself once the portal's waiting period is over? Only strong proof
 * over a weakly held address; a claim resting on a document that matches only the address waits for
 * staff.
 */
export function movesWhenUnopposed(holder: TAddressProof | null, incoming: TAddressProof | null): boolean {
  return proofStrength(holder) === 'weak' && proofStrength(incoming) === 'strong';
}

// ---------------------------------------------------------------- the staff view (admin API)

/** Staff list of customer profiles with their address proof: paged, filtered by strength. */
export const ZAddressProofListQuery = ZPageQuery.extend({
  strength: ZAddressProofStrength.optional(),
  /** Only profiles whose address moved to its owner (true) or only those that still hold one (false). */
  released: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type TAddressProofListQuery = z.output<typeof ZAddressProofListQuery>;

export const ZAddressProofItem = ZCustomerContact.omit({ phone: true }).extend({
  ...ZProfileAddress.shape,
  addressProof: ZAddressProof.nullable(),
  proofStrength: ZAddressProofStrength,
  /** When the address moved to its owner (the profile keeps its sign-in), or null. */
  addressReleasedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAddressProofItem = z.infer<typeof ZAddressProofItem>;

export const ZAddressProofList = pageResult(ZAddressProofItem);
export type TAddressProofList = z.infer<typeof ZAddressProofList>;
