import { describe, expect, it } from 'vitest';
import { roundCents, textBeforeDecimalPoint, toNumber } from './numbers';

describe('toNumber', () => {
  it('reads numbers and numeric text', () => {
    expect(toNumber(96)).toBe(96);
    expect(toNumber(' 96.00 ')).toBe(96);
    expect(toNumber('26.52')).toBe(26.52);
  });

  it.each([null, undefined, '', ' ', 'abc', Number.NaN, Number.POSITIVE_INFINITY, {}])(
    'gives null for %j',
    (v) => {
      expect(toNumber(v)).toBeNull();
    },
  );
});

describe('roundCents', () => {
  it('keeps two decimals without float noise', () => {
    expect(roundCents(26.52 + 5)).toBe(31.52);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(1.005)).toBe(1.01);
  });
});

describe('textBeforeDecimalPoint', () => {
  it.each([
    ['96.00', '96'],
    [96, '96'],
    ['4', '4'],
    ['4.5', '4'],
    ['.5', '0'],
  ])('%j → %s', (input, expected) => {
    expect(textBeforeDecimalPoint(input)).toBe(expected);
  });

  it('uses the fallback for blank values', () => {
    expect(textBeforeDecimalPoint(null, '0')).toBe('0');
    expect(textBeforeDecimalPoint('  ', '0')).toBe('0');
    expect(textBeforeDecimalPoint(undefined)).toBe('');
  });
});
