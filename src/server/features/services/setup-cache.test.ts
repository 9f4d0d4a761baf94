import { describe, expect, it } from 'vitest';
import { readSetupText } from './services-repository';

describe('readSetupText', () => {
  it('parses a stored setup once, shares it frozen, and reads a changed setup afresh', () => {
    const stored = JSON.stringify({ id: 'p-cache', portalTitle: 'Village of Cache' });
    const first = readSetupText(stored);
    expect(first?.portalTitle).toBe('Village of Cache');
    expect(readSetupText(stored)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.defaultTrashService)).toBe(true);
    const changed = readSetupText(JSON.stringify({ id: 'p-cache', portalTitle: 'Village of Change' }));
    expect(changed?.portalTitle).toBe('Village of Change');
  });

  it('answers null for a setup that is not valid', () => {
    expect(readSetupText('{"id": 5}')).toBeNull();
    expect(readSetupText('not json')).toBeNull();
  });
});
