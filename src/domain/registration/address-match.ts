/**
 * Does a document show the service address? (spec 01 §5 "Document verification")
 *
 * The text a document gives (OCR lines or a PDF's text layer) is compared with the selected address
 * component by component: street, city, state and ZIP each count a quarter. The address counts as
 * found when the street matches, at least 2 of the 4 components match and the confidence (the matched
 * share) is at least 0.5.
 *
 * Comparison is forgiving where OCR and addresses usually differ: case, punctuation, spelled-out or
 * abbreviated suffixes and directions (STREET/ST, NORTH/N), ZIP+4, a letter read for a digit inside a
 * house number (O/0, I/1), and one or two misread letters in longer words.
 */

export interface ExpectedAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export interface AddressMatchResult {
  found: boolean;
  /** Matched components / 4. */
  confidence: number;
  matched: { street: boolean; city: boolean; state: boolean; zip: boolean };
}

export const ADDRESS_MATCH_THRESHOLD = 0.5;
export const ADDRESS_MATCH_MIN_COMPONENTS = 2;

const ABBREVIATIONS: Record<string, string> = {
  STREET: 'ST',
  STR: 'ST',
  AVENUE: 'AVE',
  AV: 'AVE',
  AVEN: 'AVE',
  ROAD: 'RD',
  DRIVE: 'DR',
  DRV: 'DR',
  BOULEVARD: 'BLVD',
  BOUL: 'BLVD',
  PLACE: 'PL',
  TRAIL: 'TRL',
  LANE: 'LN',
  COURT: 'CT',
  CIRCLE: 'CIR',
  PARKWAY: 'PKWY',
  PKY: 'PKWY',
  HIGHWAY: 'HWY',
  TERRACE: 'TER',
  TERR: 'TER',
  WAY: 'WAY',
  SQUARE: 'SQ',
  POINT: 'PT',
  CROSSING: 'XING',
  ROUTE: 'RTE',
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
  APARTMENT: 'APT',
  SUITE: 'STE',
  SAINT: 'ST',
  MOUNT: 'MT',
  FORT: 'FT',
};

const STREET_SUFFIXES = new Set([
  'ST',
  'AVE',
  'RD',
  'DR',
  'BLVD',
  'PL',
  'TRL',
  'LN',
  'CT',
  'CIR',
  'PKWY',
  'HWY',
  'TER',
  'WAY',
  'SQ',
  'PT',
  'XING',
  'RTE',
]);

const STATE_NAMES: Record<string, string> = {
  AL: 'ALABAMA',
  AK: 'ALASKA',
  AZ: 'ARIZONA',
  AR: 'ARKANSAS',
  CA: 'CALIFORNIA',
  CO: 'COLORADO',
  CT: 'CONNECTICUT',
  DE: 'DELAWARE',
  FL: 'FLORIDA',
  GA: 'GEORGIA',
  HI: 'HAWAII',
  ID: 'IDAHO',
  IL: 'ILLINOIS',
  IN: 'INDIANA',
  IA: 'IOWA',
  KS: 'KANSAS',
  KY: 'KENTUCKY',
  LA: 'LOUISIANA',
  ME: 'MAINE',
  MD: 'MARYLAND',
  MA: 'MASSACHUSETTS',
  MI: 'MICHIGAN',
  MN: 'MINNESOTA',
  MS: 'MISSISSIPPI',
  MO: 'MISSOURI',
  MT: 'MONTANA',
  NE: 'NEBRASKA',
  NV: 'NEVADA',
  NH: 'NEW HAMPSHIRE',
  NJ: 'NEW JERSEY',
  NM: 'NEW MEXICO',
  NY: 'NEW YORK',
  NC: 'NORTH CAROLINA',
  ND: 'NORTH DAKOTA',
  OH: 'OHIO',
  OK: 'OKLAHOMA',
  OR: 'OREGON',
  PA: 'PENNSYLVANIA',
  RI: 'RHODE ISLAND',
  SC: 'SOUTH CAROLINA',
  SD: 'SOUTH DAKOTA',
  TN: 'TENNESSEE',
  TX: 'TEXAS',
  UT: 'UTAH',
  VT: 'VERMONT',
  VA: 'VIRGINIA',
  WA: 'WASHINGTON',
  WV: 'WEST VIRGINIA',
  WI: 'WISCONSIN',
  WY: 'WYOMING',
  DC: 'DISTRICT OF COLUMBIA',
};

/** Letters OCR often reads in place of digits. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  I: '1',
  L: '1',
  Z: '2',
  S: '5',
  B: '8',
  G: '6',
};

function fixDigitToken(token: string): string {
  const digits = token.replace(/\D/g, '').length;
  if (digits === 0 || digits * 2 < token.length) return token;
  return token.replace(/[A-Z]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);
}

/** Upper case, punctuation to spaces, suffixes and directions abbreviated, digit look-alikes fixed. */
export function addressTokens(text: string): string[] {
  return text
    .toUpperCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((t) => t !== '')
    .map((t) => ABBREVIATIONS[t] ?? t)
    .map(fixDigitToken);
}

function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Numbers and short words must be exact; longer words allow one misread letter per five. */
function tokenMatches(expected: string, actual: string): boolean {
  if (expected === actual) return true;
  if (/\d/.test(expected) || expected.length < 4) return false;
  return editDistance(expected, actual) <= Math.floor(expected.length / 5);
}

/** True when `needle` appears as consecutive tokens of `haystack`. */
function containsSequence(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((token, i) => tokenMatches(token, haystack[start + i]!))) return true;
  }
  return false;
}

export function streetMatches(tokens: string[], street: string): boolean {
  const expected = addressTokens(street);
  if (expected.length === 0) return false;
  if (containsSequence(tokens, expected)) return true;
  // the document may leave the suffix out ("1234 SHERIDAN" for "1234 SHERIDAN RD")
  const last = expected[expected.length - 1]!;
  if (expected.length >= 3 && STREET_SUFFIXES.has(last))
    return containsSequence(tokens, expected.slice(0, -1));
  return false;
}

export function cityMatches(tokens: string[], city: string): boolean {
  return containsSequence(tokens, addressTokens(city));
}

export function stateMatches(tokens: string[], state: string): boolean {
  const code = state.trim().toUpperCase();
  if (code === '') return false;
  if (tokens.includes(code)) return true;
  const name = STATE_NAMES[code];
  return name ? containsSequence(tokens, addressTokens(name)) : false;
}

export function zipMatches(tokens: string[], zip: string): boolean {
  const five = zip.replace(/\D/g, '').slice(0, 5);
  if (five.length !== 5) return false;
  // "60044-1234" is split into two tokens; "600441234" stays one
  return tokens.some((t) => t === five || (t.length === 9 && /^\d+$/.test(t) && t.startsWith(five)));
}

/** Scores a document's text against the expected address. Pure; the server and tests call it. */
export function scoreAddressMatch(text: string, expected: ExpectedAddress): AddressMatchResult {
  const tokens = addressTokens(text);
  const matched = {
    street: streetMatches(tokens, expected.street),
    city: cityMatches(tokens, expected.city),
    state: stateMatches(tokens, expected.state),
    zip: zipMatches(tokens, expected.zip),
  };
  const count = Object.values(matched).filter(Boolean).length;
  const confidence = count / 4;
  const found =
    matched.street && count >= ADDRESS_MATCH_MIN_COMPONENTS && confidence >= ADDRESS_MATCH_THRESHOLD;
  return { found, confidence, matched };
}
