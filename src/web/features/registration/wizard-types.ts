/** What the wizard keeps between steps (in the page's state). */
import type {
  TAddressOption,
  TRegistrationState,
  TResidenceInput,
} from '../../../domain/registration/schemas';

export const STEP = { address: 0, email: 1, verify: 2, password: 3, contact: 4, review: 5 } as const;
export type TStep = (typeof STEP)[keyof typeof STEP];

export const STEP_KEYS = ['address', 'email', 'verify', 'password', 'contact', 'review'] as const;

export interface AddressChoice {
  address: TAddressOption;
  residence: Required<TResidenceInput>;
}

export const DEFAULT_RESIDENCE: Required<TResidenceInput> = {
  residenceType: 'singleFamily',
  aptUnit: '',
  ownerOrRenter: 'owner',
  hoa: false,
};

export interface WizardServerState {
  /** The addressId the registration was started with (a new choice starts a new registration). */
  addressId: string;
  state: TRegistrationState;
}

/** The proofs of the address itself (not of an e-mail): the account's e-mail still needs its code. */
const ADDRESS_PROOFS: ReadonlyArray<TRegistrationState['verifiedBy']> = [
  'document',
  'document-matched',
  'account-number',
  'letter',
];

export function isAddressProven(state: TRegistrationState): boolean {
  return ADDRESS_PROOFS.includes(state.verifiedBy);
}

/**
 * Where Try Again leads after a failed Submit: the step whose input the error is about, or null to
 * send the same registration again (a network failure, a server error).
 */
export function tryAgainStep(reason: string | undefined): TStep | null {
  switch (reason) {
    case 'registration/strong-proof-required':
    case 'registration/address-taken':
    case 'registration/email-already-in-use':
    case 'registration/google-email-exists':
      return STEP.email;
    case 'registration/draft-expired':
    case 'registration/address-unknown':
      return STEP.address;
    case 'registration/verification-required':
      return STEP.verify;
    case 'registration/weak-password':
      return STEP.password;
    case 'registration/invalid-phone':
      return STEP.contact;
    default:
      return null;
  }
}
