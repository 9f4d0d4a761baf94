/**
 * Registration's step 2 (the e-mail and the proofs) as render tests build it: the state it reads,
 * and the step rendered with callbacks that do nothing (the browser journeys click it).
 */
import type { TRegistrationState } from '../../domain/registration/schemas';
import { EmailStep } from '../features/registration/components/email-step';
import { renderToHtml } from './render-to-html';

/** A registration for 12 ELM ST, HIGHWOOD with nothing proven or verified yet, but for `overrides`. */
export function registrationState(overrides: Partial<TRegistrationState> = {}): TRegistrationState {
  return {
    address: { street: '12 ELM ST', city: 'HIGHWOOD', state: 'IL', zip: '60040' },
    emailOnFile: null,
    email: null,
    emailSource: null,
    emailVerified: false,
    verifiedBy: null,
    accountNumberAttemptsRemaining: 3,
    strongProofRequired: false,
    proofStrength: null,
    letter: null,
    google: null,
    expiresAt: '2026-12-27T09:00:00.000Z',
    ...overrides,
  };
}

const noop = () => {};
const noCallbacks = { onStateChange: noop, onContinue: noop, onBack: noop, onGoogle: noop, onProve: noop };

/** Step 2 with `state`, not signed in with Google; `proving`: the person chose to prove ownership. */
export function renderEmailStep(state: TRegistrationState, proving = false): string {
  return renderToHtml(<EmailStep state={state} isGoogle={false} proving={proving} {...noCallbacks} />);
}
