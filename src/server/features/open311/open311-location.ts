/**
 * Where an Open311 request is: one back-office site in the jurisdiction's (portal's) ZIP codes, named
 * by the client in one of the specification's three ways, tried in this order:
 *
 * 1. address_id: the opaque, stable id GET requests shows (open311-address-id.ts); the back-office key
 *    itself (SOURCE:CUSTOMER:SITE), which earlier versions showed, is still taken: only key holders
 *    can POST, and the key tells them nothing they did not send;
 * 2. address_string with a ZIP code (inside the string, "12 Oak St, Lake Bluff, IL 60044", or as
 *    `zipcode`): the street line compared with the sites in that ZIP, case, punctuation and common
 *    abbreviations (Street/St, Avenue/Ave, North/N …) aside;
 * 3. lat and long: only a site with coordinates could match, and back-office sites carry none, so such
 *    a request is answered with what to send instead.
 *
 * The sites come from the back-office port (built-in tables or the external back office), so the
 * matching works the same with either. No match, or more than one, is a 400 that says which.
 */
import type { TAddressLookupResult } from '../../../domain/back-office';
import {
  open311AddressId,
  parseOpen311AddressId,
  splitAddressString,
  streetKey,
} from '../../../domain/open311/open311';
import { getAuthRuntime } from '../../auth/runtime';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { openOpen311AddressId } from './open311-address-id';
import { badInput, Open311Error } from './open311-format';

export const LOCATION_MESSAGES = {
  missing: 'A location is required: send address_id, address_string (with the ZIP code), or lat and long.',
  badAddressId: 'address_id is not one this endpoint made: send it as GET requests shows it.',
  addressIdNotFound: 'address_id names no site in this jurisdiction.',
  noZip:
    'address_string must end with the ZIP code (e.g. "12 Oak St, Lake Bluff, IL 60044"), or send zipcode.',
  zipOutside: 'The ZIP code is not served in this jurisdiction.',
  noMatch:
    'No known site matches address_string in that ZIP code. Check the street address, or send address_id.',
  ambiguous: 'More than one site matches address_string. Send address_id to name one.',
  badLatLong: 'lat and long must both be sent, as decimal degrees (WGS84).',
  noCoordinates:
    'Sites in this jurisdiction have no coordinates, so lat and long cannot be matched. Send address_id, or address_string with the ZIP code.',
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

  if (filled(input.address_string)) {
    const { street, zip: zipInText } = splitAddressString(input.address_string);
    const zip = filled(input.zipcode) ? input.zipcode.trim().slice(0, 5) : zipInText;
    if (!zip || !/^\d{5}$/.test(zip)) throw badInput(LOCATION_MESSAGES.noZip);
    if (!served.has(zip)) throw badInput(LOCATION_MESSAGES.zipOutside);
    const wanted = streetKey(street);
    const matches = (await sitesIn(ctx, zip)).filter((s) => streetKey(s.CM04_ADD2) === wanted);
    if (matches.length === 0) throw badInput(LOCATION_MESSAGES.noMatch);
    // the same street address under two customers (a move): the newest account is not knowable here
    if (matches.length > 1) throw badInput(LOCATION_MESSAGES.ambiguous);
    return toSite(matches[0]!);
  }

  if (filled(input.lat) || filled(input.long)) {
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
    throw badInput(LOCATION_MESSAGES.noCoordinates);
  }

  throw new Open311Error(400, LOCATION_MESSAGES.missing);
}
