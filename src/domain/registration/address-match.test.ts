import { describe, expect, it } from 'vitest';
import { addressTokens, scoreAddressMatch } from './address-match';

const home = { street: '1234 SHERIDAN RD', city: 'LAKE BLUFF', state: 'IL', zip: '60044' };

describe('address match scoring', () => {
  it('finds the whole address on a bill (confidence 1)', () => {
    const text =
      'North Shore Gas\nJANE DOE\n1234 Sheridan Road\nLake Bluff, Illinois 60044-1234\nAmount due $42.10';
    expect(scoreAddressMatch(text, home)).toEqual({
      found: true,
      confidence: 1,
      matched: { street: true, city: true, state: true, zip: true },
    });
  });

  it('counts each component a quarter', () => {
    expect(scoreAddressMatch('1234 Sheridan Rd, Lake Bluff', home).confidence).toBe(0.5);
    expect(scoreAddressMatch('1234 Sheridan Rd, Lake Bluff IL', home).confidence).toBe(0.75);
  });

  it('needs the street and one more component', () => {
    expect(scoreAddressMatch('1234 Sheridan Rd 60044', home).found).toBe(true);
    expect(scoreAddressMatch('1234 Sheridan Rd', home)).toMatchObject({ found: false, confidence: 0.25 });
    // city, state and ZIP without the street: 0.75 but not found
    expect(scoreAddressMatch('Lake Bluff IL 60044', home)).toMatchObject({ found: false, confidence: 0.75 });
  });

  it('does not take a neighbour for the address', () => {
    const result = scoreAddressMatch('1236 Sheridan Rd, Lake Bluff IL 60044', home);
    expect(result.found).toBe(false);
    expect(result.matched.street).toBe(false);
    expect(scoreAddressMatch('12345 Sheridan Rd, Lake Bluff IL 60044', home).found).toBe(false);
  });

  it('forgives case, punctuation, suffix spelling and a misread letter', () => {
    expect(scoreAddressMatch('1234 SHERlDAN R0AD. LAKE BLUFF. IL. 60044', home).found).toBe(true);
    expect(scoreAddressMatch('l234 Sheridan Rd Lake Bluff', home).found).toBe(true);
    expect(scoreAddressMatch('1234 Sheridan\nLake Bluff, IL', home).found).toBe(true);
    expect(
      scoreAddressMatch('455 N. Main Street Highwood IL', {
        street: '455 NORTH MAIN ST',
        city: 'HIGHWOOD',
        state: 'IL',
        zip: '60040',
      }).found,
    ).toBe(true);
  });

  it('matches states by code or name and ZIP+4 written together', () => {
    const pines = { street: '88 PINE TRL', city: 'KENOSHA', state: 'WI', zip: '53144' };
    expect(scoreAddressMatch('88 Pine Trail Kenosha Wisconsin', pines).matched.state).toBe(true);
    expect(scoreAddressMatch('88 Pine Trail 531441234', pines).matched.zip).toBe(true);
    expect(scoreAddressMatch('88 Pine Trail 53145', pines).matched.zip).toBe(false);
  });

  it('finds nothing in empty text', () => {
    expect(scoreAddressMatch('', home)).toMatchObject({ found: false, confidence: 0 });
  });

  it('normalises text into tokens', () => {
    expect(addressTokens('1234 N. Sheridan Road, Apt #5')).toEqual([
      '1234',
      'N',
      'SHERIDAN',
      'RD',
      'APT',
      '5',
    ]);
  });
});
