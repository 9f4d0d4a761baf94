/**
 * Registration says early what it knows (issue 28 §2): step 2 reads `state.addressStanding`. A held
 * address is said at once, with sign in, reset password or prove ownership (which opens a claim);
 * proving it offers only the proofs this registration can use, never "the email on file" when there
 * is none, and never a typed e-mail (which proves nothing about a held address). Try Again after a
 * failed Submit keeps what was entered.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TRegistrationState } from '../../../domain/registration/schemas';
import { addressStandingOf } from '../../../domain/registration/address-standing';
import { renderToHtml } from '../../test/render-to-html';
import en from '../../i18n/locales/en/registration.json';
import { EmailStep } from './components/email-step';
import { STEP, tryAgainStep } from './wizard-types';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const HOLDER = 'c-holder';

function state(
  facts: { held: boolean; emailOnFile: string | null; accountName: string | null },
  overrides: Partial<TRegistrationState> = {},
): TRegistrationState {
  return {
    address: { street: '1864 OAK AVE', city: 'LAKE BLUFF', state: 'IL', zip: '60044' },
    emailOnFile: facts.emailOnFile ? 'o***@l***.org' : null,
    email: null,
    emailSource: null,
    emailVerified: false,
    verifiedBy: null,
    accountNumberAttemptsRemaining: 3,
    strongProofRequired: facts.held,
    proofStrength: null,
    letter: null,
    addressStanding: addressStandingOf({
      heldBy: facts.held ? HOLDER : null,
      emailOnFile: facts.emailOnFile,
      accountName: facts.accountName,
    }),
    google: null,
    expiresAt: '2026-12-27T09:00:00.000Z',
    ...overrides,
  };
}

const noop = () => {};
function render(s: TRegistrationState, proving = false): string {
  return renderToHtml(
    <EmailStep
      state={s}
      isGoogle={false}
      onStateChange={noop}
      onContinue={noop}
      onBack={noop}
      onGoogle={noop}
      proving={proving}
      onProve={noop}
    />,
  );
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { registration: en } },
    interpolation: { escapeValue: false },
  });
});

describe('step 2 for an address an account holds', () => {
  const heldNoEmail = state({ held: true, emailOnFile: null, accountName: null });

  it('says at once where the address stands, with sign in, reset password and prove ownership', () => {
    const html = render(heldNoEmail);
    const page = text(html);
    expect(page).toContain('This address is already registered');
    expect(page).toContain('1864 OAK AVE, LAKE BLUFF, IL 60044');
    expect(page).toContain('We have no email on file for this address.');
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>.*?Sign in/);
    expect(html).toMatch(/<a [^>]*href="\/login\?forgot=1"[^>]*>.*?Reset your password/);
    expect(page).toContain('This opens a claim: we tell the current account holder, and they can object.');
    expect(page).toContain('Prove ownership');
    // nothing to type yet: the person first chooses the next step
    expect(html).not.toContain('type="email"');
    expect(page).not.toContain('Continue');
    expect(page).not.toContain('Use the email on file');
    expect(page).not.toContain('Send the code to this email');
  });

  it('proving an address with no e-mail on file offers only what can prove it: no e-mail, no Google', () => {
    const html = render(heldNoEmail, true);
    const page = text(html);
    expect(page).toContain('Prove that the address is yours');
    expect(page).toContain('This address is registered to another account');
    expect(page).toContain('To claim it, prove the address with a document or a letter with a code.');
    expect(page).not.toMatch(/email on file/i);
    expect(html).not.toContain('type="email"');
    expect(page).not.toContain('Continue with Google');
    expect(page).not.toContain(' Continue ');
    expect(page).toContain('Choose how to prove the address:');
    expect(page).toContain('Verify with a document');
    expect(page).toContain('Verify with a letter to the address');
    // no holder name in the back office: the account number cannot be checked
    expect(page).not.toContain('Verify with your account number');
    // the proofs first, Back after them
    expect(page.indexOf('Verify with a letter to the address')).toBeLessThan(page.indexOf(' Back '));
  });

  it('proving an address with an e-mail on file offers that e-mail (masked), not a typed one', () => {
    const html = render(
      state({ held: true, emailOnFile: 'oak.owner@lakebluff.org', accountName: 'OAK OWNER' }),
      true,
    );
    const page = text(html);
    expect(page).toContain(
      'To claim it, prove the address with the email on file, your account number, a document, or a letter with a code.',
    );
    expect(page).toContain('o***@l***.org');
    expect(page).toContain('Send the code to this email');
    expect(page).not.toContain('Use a different email');
    expect(html).not.toContain('type="email"');
    expect(page).toContain('Verify with your account number');
  });

  it('once the address is proven, asks for the account e-mail as before', () => {
    const html = render(
      state({ held: true, emailOnFile: null, accountName: null }, { verifiedBy: 'letter' }),
    );
    const page = text(html);
    expect(page).not.toContain('This address is already registered');
    expect(page).toContain('Email for your account');
    expect(html).toContain('type="email"');
  });
});

describe('step 2 for a free address', () => {
  it('asks for an e-mail, and offers only the proofs it has', () => {
    const html = render(state({ held: false, emailOnFile: null, accountName: null }));
    const page = text(html);
    expect(page).not.toContain('already registered');
    expect(page).not.toContain('Use the email on file');
    expect(html).toContain('type="email"');
    expect(page).toContain('Continue with Google');
    expect(page).toContain('Verify with a document');
    expect(page).not.toContain('Verify with your account number');
  });
});

describe('Try Again after a failed Submit', () => {
  it('sends the same registration again, or opens the step the error is about', () => {
    expect(tryAgainStep(undefined)).toBeNull();
    expect(tryAgainStep('registration/send-failed')).toBeNull();
    expect(tryAgainStep('registration/strong-proof-required')).toBe(STEP.email);
    expect(tryAgainStep('registration/email-already-in-use')).toBe(STEP.email);
    expect(tryAgainStep('registration/weak-password')).toBe(STEP.password);
    expect(tryAgainStep('registration/invalid-phone')).toBe(STEP.contact);
    expect(tryAgainStep('registration/draft-expired')).toBe(STEP.address);
  });
});
