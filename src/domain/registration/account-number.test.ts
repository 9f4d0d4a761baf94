import { describe, expect, it } from 'vitest';
import {
  accountNumberMatches,
  buildAccountNumber,
  isAccountNumberShape,
  normalizeAccountNumber,
} from './account-number';

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

  it('knows the shape XXXX.XXX or XXXX.XXXX (customer id, one dot, site id)', () => {
    expect(isAccountNumberShape('26898.101')).toBe(true);
    expect(isAccountNumberShape(' 4410 . 1001 ')).toBe(true);
    expect(isAccountNumberShape('4410')).toBe(false);
    expect(isAccountNumberShape('4410..1001')).toBe(false);
    expect(isAccountNumberShape('4410.1001.7')).toBe(false);
    expect(isAccountNumberShape('4410-1001')).toBe(false);
    expect(isAccountNumberShape('.1001')).toBe(false);
  });
});
