/**
 * Open311 GeoReport v2 (http://wiki.open311.org/GeoReport_v2) as Curbside speaks it: the service codes
 * and what each files, the service definitions' attributes, the answer shapes (JSON; the XML is the
 * same tree under the specification's element names), and the admin schemas for the API keys. Pure:
 * the server (features/open311) reads and writes, the admin page validates with the same schemas.
 *
 * Mapping: jurisdiction_id is a portal id; a service code is one kind of ticket, listed for a portal
 * when its allowServiceRequests flags allow that kind (undelivered cart has no flag of its own and is
 * listed whenever requests are on); status is open until the back office closes the ticket.
 */
import { z } from 'zod';
import type { IssueKind } from '../services/issue-payload';

export const OPEN311_SPECIFICATION = 'http://wiki.open311.org/GeoReport_v2';
export const OPEN311_FORMATS = ['xml', 'json'] as const;
export type TOpen311Format = (typeof OPEN311_FORMATS)[number];
export const OPEN311_MIME: Record<TOpen311Format, string> = {
  xml: 'text/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The specification: a range without dates is the last 90 days, and at most 1000 requests. */
export const OPEN311_DEFAULT_WINDOW_DAYS = 90;
export const OPEN311_MAX_WINDOW_DAYS = 90;
export const OPEN311_PAGE_LIMIT = 1000;
export const OPEN311_DESCRIPTION_MAX = 4000;

/** The allowServiceRequests flag that lists a service; null: listed whenever requests are on. */
type RequestFlag = 'missedPickup' | 'requestPickup' | 'vacationStop' | 'damagedReplace' | null;

export const CART_TYPES = ['trash', 'recycling', 'yardwaste'] as const;
export type TCartType = (typeof CART_TYPES)[number];
export const CART_TYPE_NAMES: Record<TCartType, string> = {
  trash: 'Trash',
  recycling: 'Recycling',
  yardwaste: 'Yard waste',
};
/** The back office's CM05_SERV per cart (1 trash, 2 recycling, 3 yard waste). */
export const CART_SERVICE_IDS: Record<TCartType, number> = { trash: 1, recycling: 2, yardwaste: 3 };

export interface Open311Service {
  code: string;
  kind: IssueKind;
  flag: RequestFlag;
  name: string;
  description: string;
  keywords: string;
  /** The attributes beyond the location and the description (attribute[code]=value). */
  attributes: readonly Open311AttributeSpec[];
  /** What the answer to POST says will happen. */
  notice: string;
}

export interface Open311AttributeSpec {
  code: string;
  datatype: 'string' | 'number' | 'datetime' | 'text' | 'singlevaluelist' | 'multivaluelist';
  required: boolean;
  description: string;
  datatypeDescription: string;
  /** For the list types: the cart types the portal shows. */
  cartList?: true;
}

const CART_ATTRIBUTE = (required: boolean, description: string): Open311AttributeSpec => ({
  code: 'cart_type',
  datatype: 'singlevaluelist',
  required,
  description,
  datatypeDescription: 'One of the listed cart types.',
  cartList: true,
});

export const OPEN311_SERVICES: readonly Open311Service[] = [
  {
    code: 'missed-pickup',
    kind: 'missed-pickup',
    flag: 'missedPickup',
    name: 'Missed pickup',
    description: 'A cart set out on the collection day was not emptied.',
    keywords: 'missed, pickup, collection, garbage, trash, recycling, yard waste',
    attributes: [CART_ATTRIBUTE(true, 'Which cart was missed?')],
    notice: 'The hauler will return to collect the missed cart.',
  },
  {
    code: 'extra-pickup',
    kind: 'pickup-request',
    flag: 'requestPickup',
    name: 'Extra pickup',
    description: 'A pickup besides the regular collection (bulk items, extra bags).',
    keywords: 'extra, pickup, bulk, special collection',
    attributes: [CART_ATTRIBUTE(true, 'Which service is the extra pickup for?')],
    notice: 'The hauler will schedule the extra pickup and may charge for it.',
  },
  {
    code: 'vacation-hold',
    kind: 'vacation-hold',
    flag: 'vacationStop',
    name: 'Vacation hold',
    description: 'Stop collection while the residents are away.',
    keywords: 'vacation, hold, stop, away',
    attributes: [
      {
        code: 'start_date',
        datatype: 'datetime',
        required: true,
        description: 'First day without collection',
        datatypeDescription: 'A date, e.g. 2026-07-01 or 2026-07-01T00:00:00-05:00.',
      },
      {
        code: 'end_date',
        datatype: 'datetime',
        required: true,
        description: 'Last day without collection',
        datatypeDescription: 'A date on or after the first day.',
      },
    ],
    notice: 'Collection is held between the dates given.',
  },
  {
    code: 'damaged-cart',
    kind: 'damaged-cart',
    flag: 'damagedReplace',
    name: 'Damaged cart',
    description: 'A cart is broken (lid, wheels, body) and needs repair or replacement.',
    keywords: 'damaged, broken, cart, bin, replace, repair',
    attributes: [CART_ATTRIBUTE(true, 'Which cart is damaged?')],
    notice: 'The hauler will repair or replace the cart.',
  },
  {
    code: 'undelivered-cart',
    kind: 'undelivered-cart',
    flag: null,
    name: 'Undelivered cart',
    description: 'A cart the residents were promised has not been delivered.',
    keywords: 'undelivered, new cart, delivery, missing cart',
    attributes: [CART_ATTRIBUTE(false, 'Which cart was not delivered?')],
    notice: 'The hauler will deliver the cart.',
  },
];

export function open311ServiceByCode(code: string): Open311Service | undefined {
  return OPEN311_SERVICES.find((s) => s.code === code);
}

export function open311ServiceByKind(kind: string): Open311Service | undefined {
  return OPEN311_SERVICES.find((s) => s.kind === kind);
}

export interface PortalRequestSettings {
  enabled: boolean;
  requestPickup: boolean;
  missedPickup: boolean;
  vacationStop: boolean;
  damagedReplace: boolean;
}

/** The services a portal offers: requests on, and the kind's own flag on (when it has one). */
export function open311ServicesFor(settings: PortalRequestSettings | null): Open311Service[] {
  if (!settings?.enabled) return [];
  return OPEN311_SERVICES.filter((s) => s.flag === null || settings[s.flag]);
}

/** ISO 8601 with a UTC offset, second precision: 2026-05-04T14:03:00Z. */
export function open311DateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A w3 datetime with a zone (Z or ±HH:MM), or a plain date (taken as UTC midnight). Anything else,
 * or an impossible date, gives null.
 */
export function parseOpen311DateTime(text: string): Date | null {
  const trimmed = text.trim();
  const full =
    /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.exec(trimmed);
  if (!full) return null;
  const [, y, mo, d, h, mi, s, zone] = full;
  if (h !== undefined && zone === undefined) return null;
  const date = new Date(h === undefined ? `${y}-${mo}-${d}T00:00:00Z` : trimmed);
  if (Number.isNaN(date.getTime())) return null;
  // 2026-02-30 rolls over in Date: refuse it
  if (h === undefined && date.toISOString().slice(0, 10) !== `${y}-${mo}-${d}`) return null;
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59)) return null;
  return date;
}

/** The calendar day (YYYY-MM-DD) a datetime attribute names, as written by the client. */
export function open311CalendarDay(text: string): string | null {
  const date = parseOpen311DateTime(text);
  if (!date) return null;
  return text.trim().slice(0, 10);
}

/**
 * A site's back-office key as Curbside stores it with an Open311 request: SOURCE:CUSTOMER:SITE. Never
 * shown: the customer and site ids make the account number, so answers seal it into an opaque
 * address_id (server/features/open311/open311-address-id.ts).
 */
export function open311AddressId(site: { SOURCE: string; CM04_CUST: string; CM04_SITE: string }): string {
  return `${site.SOURCE}:${site.CM04_CUST}:${site.CM04_SITE}`;
}

export function parseOpen311AddressId(text: string): { source: string; cust: string; site: string } | null {
  const parts = text.trim().split(':');
  if (parts.length !== 3 || parts.some((p) => p === '' || p.length > 100)) return null;
  return { source: parts[0]!, cust: parts[1]!, site: parts[2]! };
}

const STREET_WORDS: Record<string, string> = {
  STREET: 'ST',
  AVENUE: 'AVE',
  AV: 'AVE',
  ROAD: 'RD',
  DRIVE: 'DR',
  LANE: 'LN',
  COURT: 'CT',
  BOULEVARD: 'BLVD',
  PLACE: 'PL',
  TERRACE: 'TER',
  CIRCLE: 'CIR',
  PARKWAY: 'PKWY',
  HIGHWAY: 'HWY',
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
};

/** A street line for comparing: upper case, no punctuation, one space, common words abbreviated. */
export function streetKey(street: string): string {
  return street
    .toUpperCase()
    .replace(/[.,#]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');
}

/**
 * An address_string split for matching: the street line (before the first comma) and the ZIP (the
 * last five-digit group, optionally ZIP+4), if any.
 */
export function splitAddressString(text: string): { street: string; zip: string | null } {
  const street = text.split(',')[0]?.trim() ?? '';
  const zips = [...text.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)];
  const last = zips.length > 1 || text.includes(',') ? zips.at(-1) : undefined;
  return { street, zip: last?.[1] ?? null };
}

/** A point is matched to the nearest site of the jurisdiction at most this far away. */
export const OPEN311_MATCH_RADIUS_METERS = 100;
/** Two sites closer together than this are at the same point (one building): the point names neither. */
export const OPEN311_SAME_POINT_METERS = 0.5;

const STATE_NAMES: Record<string, string> = Object.fromEntries(
  (
    'AL ALABAMA,AK ALASKA,AZ ARIZONA,AR ARKANSAS,CA CALIFORNIA,CO COLORADO,CT CONNECTICUT,DE DELAWARE,' +
    'DC DISTRICT OF COLUMBIA,FL FLORIDA,GA GEORGIA,HI HAWAII,ID IDAHO,IL ILLINOIS,IN INDIANA,IA IOWA,' +
    'KS KANSAS,KY KENTUCKY,LA LOUISIANA,ME MAINE,MD MARYLAND,MA MASSACHUSETTS,MI MICHIGAN,MN MINNESOTA,' +
    'MS MISSISSIPPI,MO MISSOURI,MT MONTANA,NE NEBRASKA,NV NEVADA,NH NEW HAMPSHIRE,NJ NEW JERSEY,' +
    'NM NEW MEXICO,NY NEW YORK,NC NORTH CAROLINA,ND NORTH DAKOTA,OH OHIO,OK OKLAHOMA,OR OREGON,' +
    'PA PENNSYLVANIA,RI RHODE ISLAND,SC SOUTH CAROLINA,SD SOUTH DAKOTA,TN TENNESSEE,TX TEXAS,UT UTAH,' +
    'VT VERMONT,VA VIRGINIA,WA WASHINGTON,WV WEST VIRGINIA,WI WISCONSIN,WY WYOMING'
  )
    .split(',')
    .map((pair) => [pair.slice(0, 2), streetKey(pair.slice(3))]),
);

function dropTail(words: string[], tail: string): boolean {
  const parts = tail.split(' ');
  if (parts.length > words.length) return false;
  if (parts.some((part, i) => words[words.length - parts.length + i] !== part)) return false;
  words.splice(words.length - parts.length);
  return true;
}

/**
 * Whether an address_string names this site: the text, normalised as streetKey does, begins with the
 * site's street line (number and street name), and what follows names nothing but the site's city,
 * state (code or name) and ZIP code, each optional and in that order, then optionally the country:
 * "161 Center Ave", "161 CENTER AVENUE, Lake Bluff, IL", "161 Center Ave Lake Bluff Illinois 60044-1234".
 */
export function addressTextMatches(
  text: string,
  site: { street: string; city: string; state: string; zip: string },
): boolean {
  const words = streetKey(text).split(' ').filter(Boolean);
  const street = streetKey(site.street).split(' ').filter(Boolean);
  if (street.length === 0 || words.length < street.length) return false;
  if (street.some((word, i) => words[i] !== word)) return false;
  const rest = words.slice(street.length);
  for (const country of ['USA', 'US', 'UNITED STATES', 'UNITED STATES OF AMERICA'])
    if (dropTail(rest, country)) break;
  const zip = rest.at(-1);
  if (zip !== undefined && /^\d{5}(-\d{4})?$/.test(zip)) {
    if (zip.slice(0, 5) !== site.zip.trim().slice(0, 5)) return false;
    rest.pop();
  }
  const state = site.state.trim().toUpperCase();
  if (!dropTail(rest, state) && STATE_NAMES[state]) dropTail(rest, STATE_NAMES[state]);
  return rest.length === 0 || rest.join(' ') === streetKey(site.city);
}

// ---------------------------------------------------------------------------------------------
// JSON answers (the XML has the same elements)

export const ZOpen311Error = z.object({ code: z.number().int(), description: z.string() });
export const ZOpen311Errors = z
  .array(ZOpen311Error)
  .describe('XML: <errors><error><code/><description/></error></errors>');

export const ZOpen311Discovery = z
  .object({
    changeset: z.string(),
    contact: z.string(),
    key_service: z.string(),
    endpoints: z.array(
      z.object({
        specification: z.string(),
        url: z.string(),
        changeset: z.string(),
        type: z.enum(['production', 'test']),
        formats: z.array(z.string()),
      }),
    ),
    jurisdictions: z
      .array(z.object({ jurisdiction_id: z.string(), name: z.string() }))
      .describe('not in the specification: the jurisdiction_id values (portal ids) and their names'),
  })
  .describe(
    'XML: <discovery> … <endpoints><endpoint> … <formats><format/></formats></endpoint></endpoints><jurisdictions><jurisdiction><jurisdiction_id/><name/></jurisdiction></jurisdictions>',
  );

export const ZOpen311Service = z.object({
  service_code: z.string(),
  service_name: z.string(),
  description: z.string(),
  metadata: z.boolean(),
  type: z.enum(['realtime', 'batch', 'blackbox']),
  keywords: z.string(),
  group: z.string(),
});
export const ZOpen311Services = z
  .array(ZOpen311Service)
  .describe('XML: <services><service> … </service></services>');

export const ZOpen311Attribute = z.object({
  variable: z.boolean(),
  code: z.string(),
  datatype: z.string(),
  required: z.boolean(),
  datatype_description: z.string().nullable(),
  order: z.number().int(),
  description: z.string(),
  values: z.array(z.object({ key: z.string(), name: z.string() })),
});
export const ZOpen311ServiceDefinition = z
  .object({ service_code: z.string(), attributes: z.array(ZOpen311Attribute) })
  .describe(
    'XML: <service_definition><service_code/><attributes><attribute> … <values><value><key/><name/></value></values></attribute></attributes></service_definition>',
  );

export const ZOpen311Created = z
  .array(
    z.object({
      service_request_id: z.string().optional(),
      token: z.string().optional(),
      service_notice: z.string().nullable(),
      account_id: z.null(),
    }),
  )
  .describe(
    'XML: <service_requests><request><service_request_id/> or <token/>, <service_notice/></request></service_requests>',
  );

export const ZOpen311Token = z
  .array(z.object({ service_request_id: z.string().nullable(), token: z.string() }))
  .describe('XML: <service_requests><request><service_request_id/><token/></request></service_requests>');

export const ZOpen311Request = z.object({
  service_request_id: z.string(),
  status: z.enum(['open', 'closed']),
  status_notes: z.string().nullable(),
  service_name: z.string(),
  service_code: z.string(),
  description: z.string().nullable(),
  agency_responsible: z.string().nullable(),
  service_notice: z.string().nullable(),
  requested_datetime: z.string(),
  updated_datetime: z.string(),
  expected_datetime: z.string().nullable(),
  address: z.string(),
  address_id: z.string().describe('opaque and stable: the same site always has the same address_id'),
  zipcode: z.string(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  media_url: z.string().nullable(),
});
export type TOpen311Request = z.infer<typeof ZOpen311Request>;
export const ZOpen311Requests = z
  .array(ZOpen311Request)
  .describe(
    'XML: <service_requests><request> … </request></service_requests>; never a name, e-mail or phone',
  );

// ---------------------------------------------------------------------------------------------
// the admin area: API keys

export const OPEN311_KEY_NAME_MAX = 100;

export const ZOpen311KeyForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name for the key.')
    .max(OPEN311_KEY_NAME_MAX, `The name can be at most ${OPEN311_KEY_NAME_MAX} characters.`),
  portalIds: z
    .array(z.string().trim().min(1).max(100))
    .min(1, 'Choose at least one portal.')
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'A portal is chosen twice.'),
});
export type TOpen311KeyForm = z.infer<typeof ZOpen311KeyForm>;

export const ZOpen311Key = z.object({
  id: z.string(),
  name: z.string(),
  keyPrefix: z.string(),
  portals: z.array(z.object({ id: z.string(), title: z.string() })),
  createdAt: z.string(),
  createdBy: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type TOpen311Key = z.infer<typeof ZOpen311Key>;

export const ZOpen311KeyList = z.object({ items: z.array(ZOpen311Key), total: z.number().int() });
export type TOpen311KeyList = z.infer<typeof ZOpen311KeyList>;

export const ZOpen311KeyCreated = z.object({
  key: ZOpen311Key,
  /** The key itself: shown once, never stored. */
  secret: z.string(),
});
export type TOpen311KeyCreated = z.infer<typeof ZOpen311KeyCreated>;

export const ZOpen311KeyIdParams = z.object({ id: z.string().min(1).max(100) });
