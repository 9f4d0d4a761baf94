import { describe, expect, it } from 'vitest';
import { accountNumberMatches, buildAccountNumber, normalizeAccountNumber } from './account-number';

describe('account number', () => {
  it('is customer id, a dot and site id', () => {
    expect(buildAccountNumber('26898', '101')).toBe('26898.101');
    expect(buildAccountNumber(' 4410 ', ' 1001 ')).toBe('4410.1001');
  });

  it('compares after removing all whitespace', () => {
    expect(normalizeAccountNumber(' 26 898 .\t101\n')).toBe('26898.101');
    expect(accountNumberMatches(' 26898 . 101 ', '26898', '101')).toBe(true);
    expect(accountNumberMatches('26898.101', '26898', '101')).toBe(true);
  });

  it('rejects other numbers, missing dots and empty entries', () => {
    expect(accountNumberMatches('26898.102', '26898', '101')).toBe(false);
    expect(accountNumberMatches('26898101', '26898', '101')).toBe(false);
    expect(accountNumberMatches('101.26898', '26898', '101')).toBe(false);
    expect(accountNumberMatches('', '26898', '101')).toBe(false);
    expect(accountNumberMatches('   ', '26898', '101')).toBe(false);
    expect(accountNumberMatches('.', '', '')).toBe(false);
  });
});
