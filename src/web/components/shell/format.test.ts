import { describe, expect, it } from 'vitest';
import { formatPhone, initials } from './format';

describe('formatPhone', () => {
  it('formats 10-digit numbers with or without +1', () => {
    expect(formatPhone('3125550100')).toBe('(312) 555-0100');
    expect(formatPhone('+13125550100')).toBe('(312) 555-0100');
    expect(formatPhone('(312) 555-0100')).toBe('(312) 555-0100');
  });
  it('leaves other values as given', () => {
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('initials', () => {
  it('uses first and last name, else the fallback', () => {
    expect(initials('jane', 'doe')).toBe('JD');
    expect(initials('', '', 'pat@example.org')).toBe('P');
  });
});
