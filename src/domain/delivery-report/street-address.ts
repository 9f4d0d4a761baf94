/**
 * Splits a street line into number, compass direction, street name and street type (spec 03 §5),
 * for the delivery report's columns and for matching TRUX addresses with portal addresses.
 */

export interface StreetAddress {
  streetNumber: string;
  /** N, S, E, W, NE, NW, SE or SW; empty when there is none. */
  direction: string;
  street: string;
  /** The trailing street type as written (ST, AVE, Road …); empty when the line has none. */
  streetType: string;
}

const DIRECTIONS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);

/** Common USPS street suffixes, full name → abbreviation. Both spellings count as a street type. */
const STREET_TYPES = new Map<string, string>(
  Object.entries({
    ALLEY: 'ALY',
    AVENUE: 'AVE',
    AV: 'AVE',
    BOULEVARD: 'BLVD',
    CIRCLE: 'CIR',
    COURT: 'CT',
    COVE: 'CV',
    CROSSING: 'XING',
    DRIVE: 'DR',
    EXPRESSWAY: 'EXPY',
    HIGHWAY: 'HWY',
    LANE: 'LN',
    LOOP: 'LOOP',
    PARKWAY: 'PKWY',
    PASS: 'PASS',
    PATH: 'PATH',
    PIKE: 'PIKE',
    PLACE: 'PL',
    PLAZA: 'PLZ',
    POINT: 'PT',
    ROAD: 'RD',
    ROUTE: 'RTE',
    RUN: 'RUN',
    SQUARE: 'SQ',
    STREET: 'ST',
    TERRACE: 'TER',
    TRACE: 'TRCE',
    TRAIL: 'TRL',
    TURNPIKE: 'TPKE',
    WAY: 'WAY',
    ALY: 'ALY',
    AVE: 'AVE',
    BLVD: 'BLVD',
    CIR: 'CIR',
    CT: 'CT',
    CV: 'CV',
    XING: 'XING',
    DR: 'DR',
    EXPY: 'EXPY',
    HWY: 'HWY',
    LN: 'LN',
    PKWY: 'PKWY',
    PL: 'PL',
    PLZ: 'PLZ',
    PT: 'PT',
    RD: 'RD',
    RTE: 'RTE',
    SQ: 'SQ',
    ST: 'ST',
    TER: 'TER',
    TRCE: 'TRCE',
    TRL: 'TRL',
    TPKE: 'TPKE',
  }),
);

const STREET_NUMBER = /^\d+[A-Z]?(?:[-/]\d+[A-Z]?)?$/i;

/** Tokens without trailing periods and commas ("N." → "N", "ST," → "ST"). */
function tokens(line: string): string[] {
  return line
    .trim()
    .split(/\s+/)
    .map((token) => token.replace(/[.,]+$/, ''))
    .filter((token) => token !== '');
}

/**
 * "123 N Main St" → { streetNumber "123", direction "N", street "Main", streetType "St" }.
 * A direction or street type is only taken when a street name is left over, so "100 E St" is
 * street "E", type "St", and "5 Park" is street "Park". A line without a leading number keeps an
 * empty streetNumber.
 */
export function parseStreetAddress(line: string | null | undefined): StreetAddress {
  const parts = tokens(line ?? '');
  let streetNumber = '';
  if (parts.length > 0 && STREET_NUMBER.test(parts[0])) streetNumber = parts.shift() ?? '';
  let streetType = '';
  if (parts.length >= 2 && STREET_TYPES.has(parts[parts.length - 1].toUpperCase()))
    streetType = parts.pop() ?? '';
  let direction = '';
  if (parts.length >= 2 && DIRECTIONS.has(parts[0].toUpperCase())) direction = parts.shift() ?? '';
  return { streetNumber, direction, street: parts.join(' '), streetType };
}

/**
 * The key that matches the same address from TRUX and from the portal: number, direction, street
 * and street type compared case-insensitively (street types by their USPS abbreviation, so
 * "Street" and "ST" match).
 */
export function addressKey(address: StreetAddress): string {
  const type = address.streetType.toUpperCase();
  return [
    address.streetNumber.toUpperCase(),
    address.direction.toUpperCase(),
    address.street.toUpperCase().replace(/\s+/g, ' '),
    STREET_TYPES.get(type) ?? type,
  ].join('|');
}
