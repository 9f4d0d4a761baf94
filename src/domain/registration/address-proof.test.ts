import { describe, expect, it } from 'vitest';
import { addressProofOf, mayTakeOver, proofStrength } from './address-proof';

const base = {
  addressVerifiedBy: null,
  emailProven: true,
  email: 'someone@example.com',
  emailOnFile: 'Owner@Example.com',
  viaGoogle: false,
};

describe('address proof', () => {
  it('ranks the e-mail on file, the account number and a document strong; others weak', () => {
    expect(proofStrength('email-on-file')).toBe('strong');
    expect(proofStrength('account-number')).toBe('strong');
    expect(proofStrength('document')).toBe('strong');
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
    expect(addressProofOf({ ...base, emailProven: false, addressVerifiedBy: 'account-number' })).toBe(
      'account-number',
    );
    expect(addressProofOf({ ...base, emailProven: false })).toBeNull();
  });

  it('lets only strong proof take only a weakly held address', () => {
    expect(mayTakeOver('other-email', 'document')).toBe(true);
    expect(mayTakeOver('google', 'email-on-file')).toBe(true);
    expect(mayTakeOver('other-email', 'google')).toBe(false);
    expect(mayTakeOver('document', 'account-number')).toBe(false);
    expect(mayTakeOver(null, 'document')).toBe(false);
  });
});
