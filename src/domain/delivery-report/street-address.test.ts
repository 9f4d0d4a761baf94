import { describe, expect, it } from 'vitest';
import { addressKey, parseStreetAddress } from './street-address';

describe('parseStreetAddress', () => {
  it.each([
    ['123 Main St', { streetNumber: '123', direction: '', street: 'Main', streetType: 'St' }],
    ['123 N Main St', { streetNumber: '123', direction: 'N', street: 'Main', streetType: 'St' }],
    ['4567 NE Oak Hill Rd', { streetNumber: '4567', direction: 'NE', street: 'Oak Hill', streetType: 'Rd' }],
    [
      '  89   sw   lake  shore   drive ',
      { streetNumber: '89', direction: 'sw', street: 'lake shore', streetType: 'drive' },
    ],
    ['12 W. Elm Ave.', { streetNumber: '12', direction: 'W', street: 'Elm', streetType: 'Ave' }],
    ['100 E St', { streetNumber: '100', direction: '', street: 'E', streetType: 'St' }],
    ['100 N', { streetNumber: '100', direction: '', street: 'N', streetType: '' }],
    ['5 Broadway', { streetNumber: '5', direction: '', street: 'Broadway', streetType: '' }],
    ['5 Way', { streetNumber: '5', direction: '', street: 'Way', streetType: '' }],
    ['27B S Wood Way', { streetNumber: '27B', direction: 'S', street: 'Wood', streetType: 'Way' }],
    ['1200-1210 Market St', { streetNumber: '1200-1210', direction: '', street: 'Market', streetType: 'St' }],
    ['Main St', { streetNumber: '', direction: '', street: 'Main', streetType: 'St' }],
    ['123 Northwest Hwy', { streetNumber: '123', direction: '', street: 'Northwest', streetType: 'Hwy' }],
    ['123 Main St Apt 4', { streetNumber: '123', direction: '', street: 'Main St Apt 4', streetType: '' }],
  ])('%j', (line, expected) => {
    expect(parseStreetAddress(line)).toEqual(expected);
  });

  it.each([null, undefined, '', '   '])('gives empty parts for %j', (line) => {
    expect(parseStreetAddress(line)).toEqual({ streetNumber: '', direction: '', street: '', streetType: '' });
  });
});

describe('addressKey', () => {
  const key = (line: string) => addressKey(parseStreetAddress(line));

  it('matches regardless of case, spacing and suffix spelling', () => {
    expect(key('123 N Main St')).toBe(key('123 n MAIN st'));
    expect(key('123 N Main Street')).toBe(key('123 N MAIN ST'));
    expect(key('9 Lake  Shore Dr')).toBe(key('9 LAKE SHORE DRIVE'));
  });

  it('tells apart the number, direction, street and type', () => {
    expect(key('123 N Main St')).not.toBe(key('124 N Main St'));
    expect(key('123 N Main St')).not.toBe(key('123 S Main St'));
    expect(key('123 N Main St')).not.toBe(key('123 Main St'));
    expect(key('123 N Main St')).not.toBe(key('123 N Maine St'));
    expect(key('123 N Main St')).not.toBe(key('123 N Main Ave'));
  });
});
