import { describe, expect, it } from 'vitest';
import { idPrefixOfReference, requestReference } from './reference';

describe('request reference', () => {
  it('is REQ- and the first ten hex digits of the id, upper case', () => {
    expect(requestReference('7f3a9c21-d04b-4e2a-9f00-123456789abc')).toBe('REQ-7F3A9C21D0');
  });

  it('turns a reference back into the id prefix it names', () => {
    expect(idPrefixOfReference('REQ-7F3A9C21D0')).toBe('7f3a9c21-d0');
    expect(idPrefixOfReference('req-7f3a')).toBe('7f3a');
    expect(idPrefixOfReference(' REQ7F3A9C21 ')).toBe('7f3a9c21');
    expect(idPrefixOfReference('7F3A9C21')).toBeNull();
    expect(idPrefixOfReference('REQ-XYZ')).toBeNull();
    expect(idPrefixOfReference('Smith')).toBeNull();
  });
});
