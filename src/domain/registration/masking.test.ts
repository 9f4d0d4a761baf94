import { describe, expect, it } from 'vitest';
import { maskEmail } from './masking';

describe('maskEmail', () => {
  it('keeps the first and last letter of the name and the domain, and the top-level domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***e@e***e.com');
    expect(maskEmail('J.Smith@Mail.Example.org')).toBe('J***h@M***e.org');
  });

  it('does not reveal the length of either part', () => {
    expect(maskEmail('ab@cd.com')).toBe('a***@c***.com');
    expect(maskEmail('averyveryverylongname@example.com')).toBe('a***e@e***e.com');
    expect(maskEmail('x@y.io')).toBe('x***@y***.io');
  });

  it('never returns the address itself', () => {
    for (const email of ['a@b.co', 'jo@x.us', 'someone@somewhere.net']) {
      expect(maskEmail(email)).not.toBe(email);
      expect(maskEmail(email)).toContain('***');
    }
  });

  it('masks text that is not an address whole', () => {
    expect(maskEmail('nonsense')).toBe('n***e');
    expect(maskEmail('@domain.com')).toBe('@***m');
  });
});
