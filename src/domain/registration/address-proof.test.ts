import { describe, expect, it } from 'vitest';
import { addressProofOf, mayClaim, movesWhenUnopposed, proofStrength } from './address-proof';

const base = {
  addressVerifiedBy: null,
  emailProven: true,
  email: 'someone@example.com',
  emailOnFile: 'Owner@Example.com',
  viaGoogle: false,
};

describe('address proof', () => {
  // the e-mail on file, the account number, a letter, a fully matched document and staff are strong
  it.each([
    ['email-on-file', 'strong'],
    ['account-number', 'strong'],
    ['letter', 'strong'],
    ['document-matched', 'strong'],
    ['staff-approved', 'strong'],
    // the address is public: a document that shows only it is evidence, not proof (issue 26 §1)
    ['document', 'weak'],
    ['other-email', 'weak'],
    ['google', 'weak'],
    [null, 'unknown'],
  ] as const)('ranks %j %j', (proof, strength) => {
    expect(proofStrength(proof)).toBe(strength);
  });

  it('names the proof a registration holds', () => {
    expect(addressProofOf(base)).toBe('other-email');
    expect(addressProofOf({ ...base, viaGoogle: true })).toBe('google');
    expect(addressProofOf({ ...base, email: ' owner@example.COM ' })).toBe('email-on-file');
    expect(addressProofOf({ ...base, viaGoogle: true, email: 'owner@example.com' })).toBe('email-on-file');
    expect(addressProofOf({ ...base, addressVerifiedBy: 'document' })).toBe('document');
    expect(addressProofOf({ ...base, addressVerifiedBy: 'letter' })).toBe('letter');
    // the e-mail on file beats a weak document
    expect(addressProofOf({ ...base, email: 'owner@example.com', addressVerifiedBy: 'document' })).toBe(
      'email-on-file',
    );
    expect(addressProofOf({ ...base, emailProven: false, addressVerifiedBy: 'account-number' })).toBe(
      'account-number',
    );
    expect(addressProofOf({ ...base, emailProven: false })).toBeNull();
  });

  // strong proof or a document may claim only a weakly held address
  it.each([
    ['other-email', 'document', true],
    ['google', 'email-on-file', true],
    ['other-email', 'google', false],
    ['document', 'letter', true],
    ['account-number', 'letter', false],
    [null, 'document-matched', false],
  ] as const)('lets %j be claimed with %j: %j', (holder, incoming, allowed) => {
    expect(mayClaim(holder, incoming)).toBe(allowed);
  });

  // only strong proof moves unopposed
  it.each([
    ['other-email', 'letter', true],
    ['other-email', 'document', false],
    ['letter', 'email-on-file', false],
  ] as const)('moves %j to a claim with %j unopposed: %j', (holder, incoming, moves) => {
    expect(movesWhenUnopposed(holder, incoming)).toBe(moves);
  });
});
