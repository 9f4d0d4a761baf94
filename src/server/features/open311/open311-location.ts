/**
 * Where an Open311 request is: one back-office site in the jurisdiction's (portal's) ZIP codes, named
 * by the client in one of the specification's three ways, tried in this order:
 *
 * 1. address_id: the opaque, stable id GET requests shows (open311-address-id.ts); the back-office key
 *    itself (SOURCE:CUSTOMER:SITE), which earlier versions showed, is still taken: only key holders
 *    can POST, and the key tells them nothing they did not send;
 * 2. address_string, with or without the ZIP code: the street line (number and street name, case,
 *    punctuation and common abbreviations such as Street/St, Avenue/Ave, North/N aside) compared with
 *    the sites of the jurisdiction (of its ZIP code, when the text or `zipcode` names one), and the
 *    city, state and ZIP after it, when given, with the site's ("161 Center Ave, Lake Bluff, IL");
 * 3. lat and long: the nearest site of the jurisdiction within OPEN311_MATCH_RADIUS_METERS, when the
 *    back office knows its sites' coordinates (the built-in one: the CSV import's LATITUDE and
 *    LONGITUDE, the demo seed); a map-pin app often sends an address_string too, and a point is
 *    tried when that text matches no site.
 *
 * The sites come from the back-office port (built-in tables or the external back office), so the
 * text matching works the same with either. No match, or more than one, is a 400 that says which.
 */
import type { TAddressLookupResult } from '../../../domain/back-office';
import {
  addressTextMatches,
  OPEN311_MATCH_RADIUS_METERS,
  OPEN311_SAME_POINT_METERS,
  open311AddressId,
  parseOpen311AddressId,
  splitAddressString,
} from '../../../domain/open311/open311';
import { getAuthRuntime } from '../../auth/runtime';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { openOpen311AddressId } from './open311-address-id';
import { badInput, Open311Error } from './open311-format';

export const LOCATION_MESSAGES = {
  missing: 'A location is required: send address_id, address_string, or lat and long.',
  badAddressId: 'address_id is not one this endpoint made: send it as GET requests shows it.',
  addressIdNotFound: 'address_id names no site in this jurisdiction.',
  badZip: 'zipcode must be a 5-digit ZIP code.',
  zipOutside: 'The ZIP code is not served in this jurisdiction.',
  noMatch:
    'No known site in this jurisdiction matches address_string. Check the street number and name, or send address_id.',
  ambiguous:
    'More than one site matches address_string. Add the city or the ZIP code, or send address_id to name one.',
  badLatLong: 'lat and long must both be sent, as decimal degrees (WGS84).',
  noSiteNear: `No site in this jurisdiction is within ${OPEN311_MATCH_RADIUS_METERS} m of lat and long. Send address_id or address_string.`,
  ambiguousNear:
    'More than one site is at lat and long (one building). Send address_id or address_string to name one.',
  noCoordinates:
    'Sites in this jurisdiction have no coordinates, so lat and long cannot be matched. Send address_id or address_string.',
  backOfficeDown: 'The address could not be checked right now. Please try again in a few minutes.',
} as const;

export interface Open311LocationInput {
  address_id?: string;
  address_string?: string;
  zipcode?: string;
  lat?: string;
  long?: string;
}

export interface Open311Site {
  site: TAddressLookupResult;
  /** The back-office key, SOURCE:CUSTOMER:SITE: stored, never shown (answers seal it). */
  addressId: string;
  address: string;
  zipcode: string;
}

function toSite(site: TAddressLookupResult): Open311Site {
  return {
    site,
    addressId: open311AddressId(site),
    address: `${site.CM04_ADD2}, ${site.CM04_CITY}, ${site.CM04_STAT} ${site.CM04_PZIP}`,
    zipcode: site.CM04_PZIP.slice(0, 5),
  };
}

async function sitesIn(ctx: AppContext, zip: string): Promise<TAddressLookupResult[]> {
  try {
    return await ctx.ports.backOffice.findAddressesByZip(zip);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'BACK_OFFICE_UNAVAILABLE' || error.status >= 500))
      throw badInput(LOCATION_MESSAGES.backOfficeDown);
    throw error;
  }
}

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** The site the request names, in one of `zipCodes` (the portal's); Open311Error 400 otherwise. */
export async function locateSite(
  ctx: AppContext,
  input: Open311LocationInput,
  zipCodes: readonly string[],
): Promise<Open311Site> {
  const served = new Set(zipCodes.map((zip) => zip.trim().slice(0, 5)));

  if (filled(input.address_id)) {
    const key =
      openOpen311AddressId(getAuthRuntime(ctx).secret, input.address_id) ??
      parseOpen311AddressId(input.address_id);
    if (!key) throw badInput(LOCATION_MESSAGES.badAddressId);
    for (const zip of served) {
      const found = (await sitesIn(ctx, zip)).find(
        (s) => s.SOURCE === key.source && s.CM04_CUST === key.cust && s.CM04_SITE === key.site,
      );
      if (found) return toSite(found);
    }
    throw badInput(LOCATION_MESSAGES.addressIdNotFound);
  }

  const text = filled(input.address_string) ? input.address_string : null;
  const point = filled(input.lat) || filled(input.long) ? readPoint(input) : null;
  if (text !== null) {
    try {
      return await siteByText(ctx, text, input.zipcode, served);
    } catch (error) {
      // a map-pin app sends the pin with its reverse-geocoded text: the pin may still name the site
      if (!point || !(error instanceof Open311Error) || error.status !== 400) throw error;
      try {
        return await siteNear(ctx, point, served);
      } catch {
        throw error;
      }
    }
  }
  if (point) return siteNear(ctx, point, served);

  throw new Open311Error(400, LOCATION_MESSAGES.missing);
}

function readPoint(input: Open311LocationInput): { lat: number; long: number } {
  const lat = Number(input.lat);
  const long = Number(input.long);
  const valid =
    filled(input.lat) &&
    filled(input.long) &&
    Number.isFinite(lat) &&
    Number.isFinite(long) &&
    Math.abs(lat) <= 90 &&
    Math.abs(long) <= 180;
  if (!valid) throw badInput(LOCATION_MESSAGES.badLatLong);
  return { lat, long };
}

/** The one site address_string names, in its ZIP code (given or in the text) or in any served one. */
async function siteByText(
  ctx: AppContext,
  text: string,
  zipcode: string | undefined,
  served: ReadonlySet<string>,
): Promise<Open311Site> {
  let zip: string | null = null;
  if (filled(zipcode)) {
    zip = zipcode.trim().slice(0, 5);
    if (!/^\d{5}$/.test(zip)) throw badInput(LOCATION_MESSAGES.badZip);
  } else {
    zip = splitAddressString(text).zip;
  }
  if (zip !== null && !served.has(zip)) throw badInput(LOCATION_MESSAGES.zipOutside);
  const matches: TAddressLookupResult[] = [];
  for (const candidate of zip !== null ? [zip] : served) {
    for (const site of await sitesIn(ctx, candidate)) {
      const named = addressTextMatches(text, {
        street: site.CM04_ADD2,
        city: site.CM04_CITY,
        state: site.CM04_STAT,
        zip: site.CM04_PZIP,
      });
      if (named) matches.push(site);
    }
  }
  if (matches.length === 0) throw badInput(LOCATION_MESSAGES.noMatch);
  // the same street address in two ZIP codes, or under two customers (a move): not knowable here
  if (matches.length > 1) throw badInput(LOCATION_MESSAGES.ambiguous);
  return toSite(matches[0]!);
}

/** The nearest site of the jurisdiction within the radius; two at the same point name neither. */
async function siteNear(
  ctx: AppContext,
  point: { lat: number; long: number },
  served: ReadonlySet<string>,
): Promise<Open311Site> {
  const backOffice = ctx.ports.backOffice;
  if (!backOffice.findSitesNear) throw badInput(LOCATION_MESSAGES.noCoordinates);
  let near;
  try {
    near = await backOffice.findSitesNear({
      ...point,
      zips: [...served],
      radiusMeters: OPEN311_MATCH_RADIUS_METERS,
      limit: 2,
    });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'BACK_OFFICE_UNAVAILABLE' || error.status >= 500))
      throw badInput(LOCATION_MESSAGES.backOfficeDown);
    throw error;
  }
  const [first, second] = near;
  if (!first) throw badInput(LOCATION_MESSAGES.noSiteNear);
  if (second && second.distanceMeters - first.distanceMeters < OPEN311_SAME_POINT_METERS)
    throw badInput(LOCATION_MESSAGES.ambiguousNear);
  return toSite(first.site);
}
