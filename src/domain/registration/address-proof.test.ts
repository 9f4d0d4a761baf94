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
  it('ranks the e-mail on file, the account number, a letter, a fully matched document and staff strong; a document with only the address weak', () => {
    expect(proofStrength('email-on-file')).toBe('strong');
    expect(proofStrength('account-number')).toBe('strong');
    expect(proofStrength('letter')).toBe('strong');
    expect(proofStrength('document-matched')).toBe('strong');
    expect(proofStrength('staff-approved')).toBe('strong');
    // the address is public: a document that shows only it is evidence, not proof (issue 26 §1)
    expect(proofStrength('document')).toBe('weak');
    expect(proofStrength('other-email')).toBe('weak');
    expect(proofStrength('google')).toBe('weak');
    expect(proofStrength(null)).toBe('unknown');
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

  it('lets strong proof or a document claim only a weakly held address; only strong proof moves unopposed', () => {
    expect(mayClaim('other-email', 'document')).toBe(true);
    expect(mayClaim('google', 'email-on-file')).toBe(true);
    expect(mayClaim('other-email', 'google')).toBe(false);
    expect(mayClaim('document', 'letter')).toBe(true);
    expect(mayClaim('account-number', 'letter')).toBe(false);
    expect(mayClaim(null, 'document-matched')).toBe(false);
    expect(movesWhenUnopposed('other-email', 'letter')).toBe(true);
    expect(movesWhenUnopposed('other-email', 'document')).toBe(false);
    expect(movesWhenUnopposed('letter', 'email-on-file')).toBe(false);
  });
});
