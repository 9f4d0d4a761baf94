/**
 * Registration says early what it knows (issue 28 §2): step 2 reads `state.addressStanding`. A held
 * address is said at once, with sign in, reset password or prove ownership (which opens a claim);
 * proving it offers only the proofs this registration can use, never "the email on file" when there
 * is none, and never a typed e-mail (which proves nothing about a held address). Try Again after a
 * failed Submit keeps what was entered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TRegistrationState } from '../../../domain/registration/schemas';
import { addressStandingOf } from '../../../domain/registration/address-standing';
import { expectTexts } from '../../test/expect-texts';
import { pageText as text } from '../../test/page-text';
import { registrationState, renderEmailStep as render } from '../../test/registration';
import { initTestI18n } from '../../test/test-i18n';
import en from '../../i18n/locales/en/registration.json';
import { STEP, tryAgainStep } from './wizard-types';

const HOLDER = 'c-holder';

function state(
  facts: { held: boolean; emailOnFile: string | null; accountName: string | null },
  overrides: Partial<TRegistrationState> = {},
): TRegistrationState {
  return registrationState({
    address: { street: '1864 OAK AVE', city: 'LAKE BLUFF', state: 'IL', zip: '60044' },
    emailOnFile: facts.emailOnFile ? 'o***@l***.org' : null,
    strongProofRequired: facts.held,
    addressStanding: addressStandingOf({
      heldBy: facts.held ? HOLDER : null,
      emailOnFile: facts.emailOnFile,
      accountName: facts.accountName,
    }),
    ...overrides,
  });
}

beforeAll(() => initTestI18n({ en: { registration: en } }));

describe('step 2 for an address an account holds', () => {
  const heldNoEmail = state({ held: true, emailOnFile: null, accountName: null });

  it('says at once where the address stands, with sign in, reset password and prove ownership', () => {
    const html = render(heldNoEmail);
    expect(html).toMatch(/<a [^>]*href="\/login"[^>]*>.*?Sign in/);
    expect(html).toMatch(/<a [^>]*href="\/login\?forgot=1"[^>]*>.*?Reset your password/);
    // nothing to type yet: the person first chooses the next step
    expect(html).not.toContain('type="email"');
    expectTexts(
      text(html),
      [
        'This address is already registered',
        '1864 OAK AVE, LAKE BLUFF, IL 60044',
        'We have no email on file for this address.',
        'This opens a claim: we tell the current account holder, and they can object.',
        'Prove ownership',
      ],
      ['Continue', 'Use the email on file', 'Send the code to this email'],
    );
  });

  it('proving an address with no e-mail on file offers only what can prove it: no e-mail, no Google', () => {
    const html = render(heldNoEmail, true);
    const page = text(html);
    expect(page).not.toMatch(/email on file/i);
    expect(html).not.toContain('type="email"');
    expectTexts(
      page,
      [
        'Prove that the address is yours',
        'This address is registered to another account',
        'To claim it, prove the address with a document or a letter with a code.',
        'Choose how to prove the address:',
        'Verify with a document',
        'Verify with a letter to the address',
      ],
      [
        'Continue with Google',
        ' Continue ',
        // no holder name in the back office: the account number cannot be checked
        'Verify with your account number',
      ],
    );
    // the proofs first, Back after them
    expect(page.indexOf('Verify with a letter to the address')).toBeLessThan(page.indexOf(' Back '));
  });

  it('proving an address with an e-mail on file offers that e-mail (masked), not a typed one', () => {
    const html = render(
      state({ held: true, emailOnFile: 'oak.owner@lakebluff.org', accountName: 'OAK OWNER' }),
      true,
    );
    expect(html).not.toContain('type="email"');
    expectTexts(
      text(html),
      [
        'To claim it, prove the address with the email on file, your account number, a document, or a letter with a code.',
        'o***@l***.org',
        'Send the code to this email',
        'Verify with your account number',
      ],
      ['Use a different email'],
    );
  });

  it('once the address is proven, asks for the account e-mail as before', () => {
    const html = render(
      state({ held: true, emailOnFile: null, accountName: null }, { verifiedBy: 'letter' }),
    );
    expect(html).toContain('type="email"');
    expectTexts(text(html), ['Email for your account'], ['This address is already registered']);
  });
});

describe('step 2 for a free address', () => {
  it('asks for an e-mail, and offers only the proofs it has', () => {
    const html = render(state({ held: false, emailOnFile: null, accountName: null }));
    expect(html).toContain('type="email"');
    expectTexts(
      text(html),
      ['Continue with Google', 'Verify with a document'],
      ['already registered', 'Use the email on file', 'Verify with your account number'],
    );
  });
});

describe('Try Again after a failed Submit', () => {
  // null: the same registration again; else the step the error is about
  it.each([
    [undefined, null],
    ['registration/send-failed', null],
    ['registration/strong-proof-required', STEP.email],
    ['registration/email-already-in-use', STEP.email],
    ['registration/weak-password', STEP.password],
    ['registration/invalid-phone', STEP.contact],
    ['registration/draft-expired', STEP.address],
  ])('after %s opens %s', (code, step) => {
    expect(tryAgainStep(code)).toBe(step);
  });
});
