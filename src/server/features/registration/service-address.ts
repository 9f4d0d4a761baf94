/**
 * Step 1: the ZIP search and the choice of an address, which opens a registration.
 *
 * An address registered with strong proof (the e-mail on file, the account number, a document) or
 * with unknown proof is not offered. One held only with weak proof (another e-mail, a Google account)
 * is: its real owner may register over it with strong proof, which moves the address (service-submit.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { hashToken, randomToken } from '../../auth/crypto';
import { getAuthRuntime } from '../../auth/runtime';
import { maskEmail } from '../../../domain/registration/masking';
import { REGISTRATION_MESSAGES } from '../../../domain/registration/messages';
import type {
  TAddressSearchResponse,
  TStartRegistrationResponse,
} from '../../../domain/registration/schemas';
import { openAddressHandle, sealAddressHandle, type AddressHandle } from './address-handle';
import { REGISTRATION_TTL_SECONDS, stateOf } from './draft';
import { registrationError } from './errors';
import { enforceLimits, enforceBatchedLimits, limitRule } from './limits';
import { proofStrength } from '../../../domain/registration/address-proof';
import {
  deleteStaleRegistrations,
  findRegisteredSites,
  findSiteHolders,
  insertRegistration,
  isRegisteredSite,
  stripRaw,
} from './repository';

/** The back office failing is "Failed to fetch addresses. Please try again." (a 503 the browser can retry). */
async function addressesInZip(ctx: AppContext, zip: string) {
  try {
    return await ctx.ports.backOffice.findAddressesByZip(zip);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) throw error;
    throw new AppError('BACK_OFFICE_UNAVAILABLE', REGISTRATION_MESSAGES.fetchAddressesFailed, {
      reason: 'registration/fetch-addresses-failed',
    });
  }
}

/**
 * The addresses of a ZIP that no customer holds with strong (or unknown) proof. Each carries a sealed `addressId` and the
 * e-mail on file masked; customer and site ids stay on the server.
 */
export async function searchAddresses(
  ctx: AppContext,
  request: FastifyRequest,
  zip: string,
): Promise<TAddressSearchResponse> {
  await enforceBatchedLimits(ctx, [limitRule('addressSearchPerIp', request.ip)]);
  const found = await addressesInZip(ctx, zip);
  const registered = await findRegisteredSites(
    ctx.db,
    found.map((a) => ({ source: a.SOURCE, cust: a.CM04_CUST, site: a.CM04_SITE })),
    { strongOnly: true },
  );
  const secret = getAuthRuntime(ctx).secret;
  const items = found
    .filter(
      (a) =>
        a.CM04_CUST !== '' &&
        a.CM04_SITE !== '' &&
        !isRegisteredSite(registered, a.SOURCE, a.CM04_CUST, a.CM04_SITE),
    )
    .map((a) => ({
      addressId: sealAddressHandle(secret, { source: a.SOURCE, cust: a.CM04_CUST, site: a.CM04_SITE, zip }),
      CM04_ADD2: a.CM04_ADD2,
      CM04_CITY: a.CM04_CITY,
      CM04_STAT: a.CM04_STAT,
      CM04_PZIP: a.CM04_PZIP,
      maskedEmail: a.CM04_EMAIL && a.CM04_EMAIL.trim() !== '' ? maskEmail(a.CM04_EMAIL) : null,
    }));
  return { items, total: items.length };
}

/** The back office's record of the address a handle names, looked up again (null when it is gone). */
export async function addressOfHandle(ctx: AppContext, handle: AddressHandle) {
  const found = await addressesInZip(ctx, handle.zip);
  return (
    found.find(
      (a) =>
        stripRaw(a.SOURCE) === stripRaw(handle.source) &&
        a.CM04_CUST === handle.cust &&
        a.CM04_SITE === handle.site,
    ) ?? null
  );
}

/**
 * Opens a registration for the chosen address. The address is looked up again in the back office
 * (the handle only names it), so the street, city and e-mail on file are the back office's.
 */
export async function startRegistration(
  ctx: AppContext,
  request: FastifyRequest,
  addressId: string,
): Promise<TStartRegistrationResponse> {
  await enforceLimits(ctx, [limitRule('startPerIp', request.ip)]);
  const handle = openAddressHandle(getAuthRuntime(ctx).secret, addressId);
  if (!handle)
    throw registrationError(
      'BAD_REQUEST',
      'registration/address-unknown',
      REGISTRATION_MESSAGES.addressUnknown,
    );
  const address = await addressOfHandle(ctx, handle);
  if (!address)
    throw registrationError(
      'BAD_REQUEST',
      'registration/address-unknown',
      REGISTRATION_MESSAGES.addressUnknown,
    );
  const holders = await findSiteHolders(ctx.db, handle);
  if (holders.some((h) => proofStrength(h.addressProof) !== 'weak')) {
    throw registrationError('CONFLICT', 'registration/address-taken', REGISTRATION_MESSAGES.addressTaken);
  }

  const now = ctx.now();
  const token = randomToken();
  const row = {
    id: hashToken(token),
    source: address.SOURCE,
    cm04Cust: address.CM04_CUST,
    cm04Site: address.CM04_SITE,
    address: {
      street: address.CM04_ADD2,
      city: address.CM04_CITY,
      state: address.CM04_STAT,
      zip: address.CM04_PZIP,
    },
    emailOnFile: address.CM04_EMAIL && address.CM04_EMAIL.trim() !== '' ? address.CM04_EMAIL.trim() : null,
    accountName: address.CM04_NAME && address.CM04_NAME.trim() !== '' ? address.CM04_NAME.trim() : null,
    replacesUid: holders[0]?.uid ?? null,
    createdAt: now,
    lastModified: now,
    expiresAt: new Date(now.getTime() + REGISTRATION_TTL_SECONDS * 1000),
  };
  await deleteStaleRegistrations(ctx.db, now);
  await insertRegistration(ctx.db, row);
  return {
    registrationToken: token,
    state: await stateOf(ctx, request, {
      ...row,
      email: null,
      emailSource: null,
      emailVerifiedAt: null,
      addressVerifiedBy: null,
      addressVerifiedAt: null,
      accountNumberAttempts: 0,
      documentData: null,
      documentType: null,
      documentText: null,
      documentScore: null,
      letterRequestedAt: null,
      completedAt: null,
      completedUid: null,
    }),
  };
}
