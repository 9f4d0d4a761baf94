/**
 * Places for the demo hauler: the municipalities' ZIP codes (real ZIPs with their real city names in
 * IL, IN and WI), commercial ZIPs for enterprise sites, and street names. Addresses are written the
 * way the back office keeps them: upper case, "NUMBER [DIRECTION] NAME TYPE".
 */
export interface ZipArea {
  zip: string;
  city: string;
  state: 'IL' | 'IN' | 'MI' | 'WI';
  /** The residential route's collection day in this ZIP (the home page content names it). */
  collectionDay?: 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI';
  /** Streets in this ZIP, without numbers. */
  streets: readonly string[];
  /** Roughly the middle of the ZIP's built-up area (WGS84 latitude, longitude): the demo sites lie around it. */
  center: readonly [number, number];
}

/** Degrees between two neighbouring streets of a ZIP (about 300 m), and per house number (about 1 m). */
const STREET_SPACING_DEGREES = 0.003;
const HOUSE_NUMBER_DEGREES = 0.00001;
/** The two sides of a street, about 8 m from its middle line. */
const STREET_SIDE_DEGREES = 0.00007;

/**
 * Plausible coordinates for a demo site, derived from its address alone (no random draw, so the seed's
 * other values stay as they were): a ZIP's streets are parallel lines about 300 m apart around its
 * center, alternately east-west and north-south; the house number runs along the street (about a meter
 * a number), odd numbers on one side and even on the other. Rounded to 6 decimals (about 10 cm).
 */
export function demoSiteCoordinates(area: ZipArea, address: string): { latitude: number; longitude: number } {
  const match = /^(\d+)\s+(.*)$/.exec(address);
  const number = match ? Number(match[1]) : 0;
  const street = match ? match[2]! : address;
  const index = Math.max(area.streets.indexOf(street), 0);
  const across = (index - (area.streets.length - 1) / 2) * STREET_SPACING_DEGREES;
  const along = ((number % 3000) - 1500) * HOUSE_NUMBER_DEGREES;
  const side = number % 2 === 0 ? STREET_SIDE_DEGREES : -STREET_SIDE_DEGREES;
  const eastWest = index % 2 === 0;
  const [lat, long] = area.center;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return eastWest
    ? { latitude: round(lat + across + side), longitude: round(long + along) }
    : { latitude: round(lat + along), longitude: round(long + across + side) };
}

export interface MunicipalityArea {
  portalId: string;
  source: string;
  /** The routing customer (the portal's defaultRoutingCustomerID); most sites belong to it. */
  routingCustomer: string;
  /** A second, smaller customer account in the same municipality (4-digit id, 4-digit site ids). */
  secondCustomer: string;
  zips: readonly ZipArea[];
}

type Weekday = NonNullable<ZipArea['collectionDay']>;

/**
 * One ZIP of the tables below, on one line: "ZIP CITY, ST", the center, the residential collection day
 * (municipal ZIPs only) and the streets, comma-separated.
 */
export function zipArea(
  place: string,
  center: readonly [number, number],
  ...rest: [Weekday, string] | [string]
): ZipArea {
  const [, zip, city, state] = /^(\d{5}) (.+), ([A-Z]{2})$/.exec(place)!;
  const streets = rest[rest.length - 1]!.split(', ');
  const collectionDay = rest.length === 2 ? rest[0] : undefined;
  return {
    zip: zip!,
    center,
    ...(collectionDay && { collectionDay }),
    city: city!,
    state: state as ZipArea['state'],
    streets,
  };
}

export const MUNICIPALITY_AREAS: readonly MunicipalityArea[] = [
  {
    portalId: 'demo-lake-bluff',
    source: 'TRUX_LR_COMP_RAW',
    routingCustomer: '26898',
    secondCustomer: '4417',
    zips: [
      zipArea(
        '60044 LAKE BLUFF, IL',
        [42.279, -87.856],
        'TUE',
        'SCRANTON AVE, GREEN BAY RD, SHERIDAN RD, SIMPSON AVE, GLEN AVE, WASHINGTON AVE, CENTER AVE, PROSPECT AVE, MOFFETT RD, OAK AVE, WALNUT AVE, SUNSET AVE',
      ),
      zipArea(
        '60045 LAKE FOREST, IL',
        [42.24, -87.86],
        'WED',
        'DEERPATH RD, ILLINOIS RD, EVERETT RD, WAUKEGAN RD, MAPLEWOOD RD, WESTMORELAND RD, BROADSMOOR DR, OLD ELM RD, CHURCH RD, HASTINGS RD',
      ),
      zipArea(
        '60064 NORTH CHICAGO, IL',
        [42.326, -87.856],
        'THU',
        '10TH ST, 14TH ST, ARGONNE DR, LINCOLN AVE, JACKSON ST, DUGDALE RD, ADAMS AVE, LEWIS AVE, VICTORY ST',
      ),
    ],
  },
  {
    portalId: 'demo-highwood',
    source: 'TRUX_LR_COMP_RAW',
    routingCustomer: '27140',
    secondCustomer: '5083',
    zips: [
      zipArea(
        '60040 HIGHWOOD, IL',
        [42.204, -87.812],
        'MON',
        'HIGHWOOD AVE, PRAIRIE AVE, WEBSTER AVE, NORTH AVE, EVERTS PL, BURTON AVE, ASH ST, LLEWELLYN AVE',
      ),
      zipArea(
        '60035 HIGHLAND PARK, IL',
        [42.182, -87.8],
        'TUE',
        'CENTRAL AVE, ST JOHNS AVE, RIDGE RD, LAUREL AVE, SUNSET RD, BEECH ST, ELM PL, MCGOVERN ST, LINDEN AVE, PARK AVE W',
      ),
    ],
  },
  {
    portalId: 'demo-kenosha-pines',
    source: 'TRUX_BH_COMP_RAW',
    routingCustomer: '31522',
    secondCustomer: '6120',
    zips: [
      zipArea(
        '53140 KENOSHA, WI',
        [42.6, -87.84],
        'WED',
        'SHERIDAN RD, 22ND AVE, 30TH AVE, 45TH ST, 52ND ST, WASHINGTON RD, PERSHING BLVD, ROOSEVELT RD',
      ),
      zipArea(
        '53142 KENOSHA, WI',
        [42.56, -87.89],
        'WED',
        '60TH ST, 75TH ST, 39TH AVE, COOPER RD, PINE RIDGE DR, WOOD RD, BIRCH RD',
      ),
      zipArea(
        '53158 PLEASANT PRAIRIE, WI',
        [42.53, -87.885],
        'THU',
        'BAIN STATION RD, 93RD ST, GREEN BAY RD, LAKESHORE DR, CHIWAUKEE DR, SPRINGBROOK RD',
      ),
      zipArea(
        '53104 BRISTOL, WI',
        [42.55, -88.03],
        'FRI',
        '83RD ST, 136TH AVE, HIGHWAY 45, WOODLAND DR, HORTON RD',
      ),
    ],
  },
  {
    portalId: 'demo-porter-dunes',
    source: 'TRUX_BH_COMP_RAW',
    routingCustomer: '33810',
    secondCustomer: '7342',
    zips: [
      zipArea(
        '46304 CHESTERTON, IN',
        [41.61, -87.064],
        'THU',
        'CALUMET RD, BROADWAY, INDIAN BOUNDARY RD, BEAM ST, DUNELAND DR, JACKSON BLVD, PORTER AVE',
      ),
      zipArea(
        '46368 PORTAGE, IN',
        [41.576, -87.176],
        'FRI',
        'CENTRAL AVE, WILLOWCREEK RD, LENBURG RD, AIRPORT RD, HAMSTROM RD, MCCOOL RD',
      ),
      zipArea(
        '46360 MICHIGAN CITY, IN',
        [41.7075, -86.895],
        'MON',
        'FRANKLIN ST, SPRING ST, COOLSPRING AVE, KIEFER AVE, PAHS RD, LIBERTY TRL',
      ),
    ],
  },
];

/** Commercial ZIPs for enterprise sites, grouped by the company database that serves them. */
export const COMMERCIAL_AREAS: Readonly<Record<string, readonly ZipArea[]>> = {
  TRUX_LR_COMP: [
    zipArea(
      '60607 CHICAGO, IL',
      [41.8745, -87.65],
      'W RANDOLPH ST, W MADISON ST, S HALSTED ST, W JACKSON BLVD',
    ),
    zipArea(
      '60173 SCHAUMBURG, IL',
      [42.05, -88.05],
      'E GOLF RD, N MEACHAM RD, E WOODFIELD RD, N PLUM GROVE RD',
    ),
    zipArea('60018 DES PLAINES, IL', [42, -87.89], 'E TOUHY AVE, S RIVER RD, MANNHEIM RD, W HIGGINS RD'),
  ],
  TRUX_BH_COMP: [
    zipArea('53144 KENOSHA, WI', [42.56, -87.92], '60TH ST, 122ND AVE, 80TH ST, HIGHWAY 50'),
    zipArea('53403 RACINE, WI', [42.71, -87.8], 'DOUGLAS AVE, S MEMORIAL DR, DEKOVEN AVE, WASHINGTON AVE'),
  ],
  TRUX_GL_COMP: [
    zipArea('46320 HAMMOND, IN', [41.62, -87.51], 'CALUMET AVE, INDIANAPOLIS BLVD, HOHMAN AVE, KENNEDY AVE'),
    zipArea(
      '49503 GRAND RAPIDS, MI',
      [42.96, -85.66],
      'MONROE AVE NW, DIVISION AVE S, FULTON ST E, MICHIGAN ST NE',
    ),
    zipArea(
      '49007 KALAMAZOO, MI',
      [42.295, -85.585],
      'E MICHIGAN AVE, S WESTNEDGE AVE, PORTAGE ST, W KILGORE RD',
    ),
  ],
  TRUX_MK_COMP: [
    zipArea('53202 MILWAUKEE, WI', [43.045, -87.9], 'N WATER ST, E WISCONSIN AVE, N BROADWAY, E MICHIGAN ST'),
    zipArea(
      '53051 MENOMONEE FALLS, WI',
      [43.15, -88.12],
      'W MAIN ST, N 124TH ST, APPLETON AVE, W SILVER SPRING DR',
    ),
  ],
};

export const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Karen',
  'Daniel',
  'Sarah',
  'Matthew',
  'Lisa',
  'Anthony',
  'Nancy',
  'Mark',
  'Sandra',
  'Steven',
  'Ashley',
  'Paul',
  'Emily',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
  'Kevin',
  'Carol',
  'Brian',
  'Amanda',
  'Maria',
  'Luis',
  'Priya',
  'Wei',
  'Aisha',
  'Tomasz',
  'Grace',
  'Omar',
] as const;

export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'Kowalski',
  'Nowak',
  'Schmidt',
  'Olson',
  'Larson',
  'Nguyen',
  'Patel',
  'Kim',
  'Murphy',
  "O'Brien",
  'Novak',
] as const;

/** Area codes by state, for phone numbers that look local. */
export const AREA_CODES: Readonly<Record<ZipArea['state'], readonly string[]>> = {
  IL: ['847', '224', '312', '630'],
  WI: ['262', '414'],
  IN: ['219', '574'],
  MI: ['616', '269'],
};
