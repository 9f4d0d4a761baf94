/**
 * What the server knows about an address the moment it is chosen in the registration wizard (issue 28
 * §2): whether an account holds it already, whether the back office has an e-mail on file for it, and
 * which next steps fit. Before, a held address was only refused at Submit ("This address is already
 * registered…"); now the answer to choosing it says so, and the wizard can offer the way on at once.
 *
 * The server cannot know whether the person registering is the holder, so for a held address it offers
 * both: sign in (or reset the password) if the account is theirs, or prove they own the address, which
 * opens a claim on it (decision 006) rather than moving it at once. The e-mail on file is never shown
 * beyond its mask (`state.emailOnFile`); the holder's e-mail and name are never shown at all.
 */
import { z } from 'zod';

/**
 * The customer pages the next steps link to: the web app's paths.login, and the same page with its
 * "Forgot password" dialog open (paths.resetPassword is the page a reset e-mail's link opens; without
 * that link's token it has nothing to offer).
 */
export const ADDRESS_STEP_PATHS = { signIn: '/login', resetPassword: '/login?forgot=1' } as const;

/** The next steps for a held address, in the order to offer them. */
export const ADDRESS_NEXT_STEPS = ['sign-in', 'reset-password', 'prove-ownership'] as const;
export type TAddressNextStep = (typeof ADDRESS_NEXT_STEPS)[number];

/**
 * The ways to prove the address that this registration can use: a code to the e-mail on file (only
 * when there is one), the account number with the holder's last name (only when the back office has a
 * holder name), a document, a letter with a code.
 */
export const ADDRESS_PROOF_OPTIONS = ['email-on-file', 'account-number', 'document', 'letter'] as const;
export type TAddressProofOption = (typeof ADDRESS_PROOF_OPTIONS)[number];

export const ZAddressStanding = z.object({
  /** An account holds this address already (with weak proof: stronger holds are not offered at all). */
  held: z.boolean(),
  /** The back office has an e-mail on file for the address (its mask is `state.emailOnFile`). */
  emailOnFile: z.boolean(),
  /** What fits next: empty for a free address; for a held one sign in, reset password, prove ownership. */
  nextSteps: z.array(z.enum(ADDRESS_NEXT_STEPS)),
  /** Where sign-in and reset-password lead (null for a free address). */
  links: z.object({ signIn: z.string(), resetPassword: z.string() }).nullable(),
  /** The proofs this registration can use (strong ones first). */
  proofOptions: z.array(z.enum(ADDRESS_PROOF_OPTIONS)),
  /** Proving ownership opens a claim the holder is told of (decision 006); the address does not move at once. */
  opensClaim: z.boolean(),
});
export type TAddressStanding = z.infer<typeof ZAddressStanding>;

/** The standing of a chosen address from what the registration row knows. */
export function addressStandingOf(facts: {
  /** The profile that holds the address (weakly), or null. */
  heldBy: string | null;
  emailOnFile: string | null;
  accountName: string | null;
}): TAddressStanding {
  const held = facts.heldBy !== null;
  const emailOnFile = facts.emailOnFile !== null && facts.emailOnFile.trim() !== '';
  const proofOptions: TAddressProofOption[] = [
    ...(emailOnFile ? (['email-on-file'] as const) : []),
    ...(facts.accountName && facts.accountName.trim() !== '' ? (['account-number'] as const) : []),
    'document',
    'letter',
  ];
  return {
    held,
    emailOnFile,
    nextSteps: held ? [...ADDRESS_NEXT_STEPS] : [],
    links: held ? { ...ADDRESS_STEP_PATHS } : null,
    proofOptions,
    opensClaim: held,
  };
}
