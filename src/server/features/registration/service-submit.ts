/**
 * Step 6: creating the customer. Refused unless the account's own e-mail is proven (a code entered in
 * this registration, or the browser's pending Google sign-in): a document or the account number proves
 * the ADDRESS, and mail is sent only to an e-mail its owner confirmed (issue 8 §5). The back office
 * must have the site loaded. The profile records how the address was proven (address-proof.ts).
 *
 * An address held by another account never moves here (decision 006, issue 26 §1): a registration
 * with strong proof, or with a document for staff to look at, over a WEAKLY held address creates its
 * account without the address and opens a claim (address-claims): the holder is told and may object,
 * staff decide, and an unopposed strong claim moves after the portal's waiting period. An e-mail or
 * Google proof over a weakly held address, and any proof over a strongly held one, is refused.
 *
 * The profile, the sign-in credentials, the Google link, the address move and the session are written
 * in ONE transaction: any failure leaves no account behind and moves nothing.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { setCustomerPassword } from '../../auth/customer-sign-in';
import { completeGoogleRegistration, findPendingGoogle } from '../../auth/google';
import { startCustomerSession } from '../../auth/sessions';
import { getPasswordError } from '../../../domain/password';
import { formatPhone, phonePatternError } from '../../../domain/registration/phone';
import { addressProofOf, mayClaim, proofStrength } from '../../../domain/registration/address-proof';
import { REGISTRATION_MESSAGES } from '../../../domain/registration/messages';
import type { TRegistrationSubmit, TRegistrationSubmitResponse } from '../../../domain/registration/schemas';
import { hasVerifiedEmail, loadDraft } from './draft';
import { contactColumns } from './contact-columns';
import { emailInUseError, registrationError } from './errors';
import { enforceLimits, limitRule } from './limits';
import { assertEmailAcceptable } from './service-email';
import { requestLanguageOf } from '../../http/request-language';
import { openClaim } from '../address-claims';
import {
  deleteEmailVerification,
  findPortalForZip,
  findRegistration,
  findSiteHolders,
  insertCustomerProfile,
  lockSite,
  isEmailRegistered,
  updateRegistration,
} from './repository';
import { emitWebhookEvent } from '../webhooks';

/** The phone check; when the service cannot answer, the basic pattern check decides. */
export async function checkPhone(ctx: AppContext, phone: string): Promise<{ ok: boolean; message?: string }> {
  try {
    const result = await ctx.ports.phoneCheck.check(phone);
    return result.valid ? { ok: true } : { ok: false, message: result.message };
  } catch {
    const problem = phonePatternError(phone);
    return problem ? { ok: false, message: problem } : { ok: true };
  }
}

export async function checkPhoneForRequest(ctx: AppContext, request: FastifyRequest, phone: string) {
  await enforceLimits(ctx, [limitRule('checkPerIp', request.ip)]);
  return checkPhone(ctx, phone);
}

/** Whether a database error (or one it caused) is a unique-index violation. */
export const isUniqueViolation = (error: unknown) => {
  const seen = new Set<unknown>();
  for (
    let e = error as { code?: string; cause?: unknown } | undefined;
    e && !seen.has(e);
    e = e.cause as typeof e
  ) {
    seen.add(e);
    if (e.code === '23505') return true;
  }
  return false;
};

export async function submitRegistration(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: TRegistrationSubmit,
): Promise<TRegistrationSubmitResponse> {
  await enforceLimits(ctx, [limitRule('submitPerIp', request.ip)]);
  const draft = await loadDraft(ctx, ctx.db, request);
  const google = draft.emailSource === 'google' ? await findPendingGoogle(ctx, request) : null;

  // the account's e-mail must be its owner's (Google's, or a code entered), whatever proved the address
  const emailProven = google !== null || hasVerifiedEmail(draft);
  if (!emailProven) {
    throw registrationError(
      'FORBIDDEN',
      'registration/verification-required',
      REGISTRATION_MESSAGES.verificationRequired,
    );
  }
  const email = google ? google.email : draft.email;
  if (!email)
    throw registrationError(
      'BAD_REQUEST',
      'registration/email-required',
      REGISTRATION_MESSAGES.emailRequired,
    );
  if (draft.emailSource === 'manual' && !hasVerifiedEmail(draft)) await assertEmailAcceptable(ctx, email);

  if (!google) {
    const problem = getPasswordError(body.password ?? '');
    if (problem) throw registrationError('BAD_REQUEST', 'registration/weak-password', problem);
  }
  const phone = await checkPhone(ctx, body.contact.phoneNumber);
  if (!phone.ok) {
    throw registrationError(
      'BAD_REQUEST',
      'registration/invalid-phone',
      phone.message ?? REGISTRATION_MESSAGES.invalidPhoneNumber,
    );
  }

  // the back office must have the site (the spec's status 561); asked before the transaction opens
  let loaded: boolean;
  try {
    loaded = await ctx.ports.backOffice.siteExists({
      source: draft.source,
      cust: draft.cm04Cust,
      site: draft.cm04Site,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'ADDRESS_NOT_LOADED') loaded = false;
    else throw error;
  }
  if (!loaded)
    throw registrationError(
      'ADDRESS_NOT_LOADED',
      'registration/address-not-loaded',
      REGISTRATION_MESSAGES.addressNotLoaded,
    );

  const portalId = await findPortalForZip(ctx.db, draft.address.zip);
  const now = ctx.now();
  const uid = randomUUID();
  const { residence, contact } = body;
  const selectedAddress = {
    CM04_CUST: draft.cm04Cust,
    CM04_SITE: draft.cm04Site,
    SOURCE: draft.source,
    CM04_ADD2: draft.address.street,
    CM04_CITY: draft.address.city,
    CM04_STAT: draft.address.state,
    CM04_PZIP: draft.address.zip,
    residenceType: residence.residenceType,
    aptUnit: residence.residenceType === 'multiFamily' ? residence.aptUnit : '',
    ownerOrRenter: residence.ownerOrRenter,
    hoa: residence.hoa,
  };
  const emailVerified = google !== null || hasVerifiedEmail(draft);
  const language = requestLanguageOf(request.headers['accept-language']);
  let claim: { id: string; movesAfter: Date | null } | null = null;

  try {
    await ctx.db.transaction(async (tx) => {
      const current = await findRegistration(tx, draft.id, true);
      if (!current || current.completedAt) {
        throw registrationError(
          'GONE',
          'registration/draft-expired',
          REGISTRATION_MESSAGES.registrationExpired,
        );
      }
      if (await isEmailRegistered(tx, email)) {
        throw emailInUseError(google !== null);
      }
      const proof = addressProofOf({
        addressVerifiedBy: current.addressVerifiedBy ?? null,
        emailProven,
        email,
        emailOnFile: current.emailOnFile,
        viaGoogle: google !== null,
      });
      // locked, so two registrations cannot both take the address, nor its holder change it meanwhile
      const site = { source: draft.source, cust: draft.cm04Cust, site: draft.cm04Site };
      await lockSite(tx, site);
      const holders = await findSiteHolders(tx, site, true);
      if (holders.some((h) => proofStrength(h.addressProof) !== 'weak')) {
        throw registrationError('CONFLICT', 'registration/address-taken', REGISTRATION_MESSAGES.addressTaken);
      }
      if (holders.some((h) => !mayClaim(h.addressProof, proof))) {
        throw registrationError(
          'CONFLICT',
          'registration/strong-proof-required',
          REGISTRATION_MESSAGES.strongProofRequired,
        );
      }
      // held: the account is created without the address, and a claim on it is opened below
      const held = holders[0] ?? null;
      await insertCustomerProfile(tx, {
        uid,
        entryType: 'CustomerProfile',
        defaultServicesId: portalId,
        email,
        ...contactColumns(contact),
        displayName: google?.displayName ?? `${contact.firstName} ${contact.lastName}`,
        zipCode: draft.address.zip,
        selectedAddress: held ? null : selectedAddress,
        cm04Cust: held ? null : draft.cm04Cust,
        cm04Site: held ? null : draft.cm04Site,
        source: held ? null : draft.source,
        street: held ? null : draft.address.street,
        city: held ? null : draft.address.city,
        residenceType: residence.residenceType,
        aptUnit: selectedAddress.aptUnit === '' ? null : selectedAddress.aptUnit,
        isGoogleSignUp: google !== null,
        // the language the web app was in (Accept-Language): every later mail and text is written in it
        language,
        photoUrl: google?.photoURL ?? null,
        authProvider: google ? 'google' : 'email',
        documentVerified:
          current.addressVerifiedBy === 'document' || current.addressVerifiedBy === 'document-matched',
        accountNumberVerified: current.addressVerifiedBy === 'account-number',
        emailVerified,
        emailVerifiedAt: emailVerified ? (current.emailVerifiedAt ?? now) : null,
        // while the claim is open the account holds no address, so no proof of one
        addressProof: held ? null : proof,
        serviceChanges: {},
        createdAt: now,
        updatedAt: now,
      });
      await emitWebhookEvent(ctx, tx, {
        type: 'customer.registered',
        data: {
          customerUid: uid,
          entryType: 'CustomerProfile',
          portalId,
          addressHeld: held !== null,
          registeredAt: now.toISOString(),
        },
        contact: {
          firstName: contact.firstName,
          lastName: contact.lastName,
          email,
          phone: formatPhone(contact.phoneNumber),
          address: draft.address,
        },
      });
      if (held) {
        claim = await openClaim(ctx, tx, {
          site,
          address: draft.address,
          claimant: { uid, proof: proof!, email, firstName: contact.firstName, language },
          selectedAddress,
          holder: held,
          document:
            current.documentData && current.documentType
              ? {
                  data: current.documentData,
                  type: current.documentType,
                  text: current.documentText ?? '',
                  score: current.documentScore ?? 0,
                }
              : null,
          portalId,
          now,
        });
      }
      if (!google) await setCustomerPassword(tx, uid, body.password!, now);
      await deleteEmailVerification(tx, email);
      await updateRegistration(
        tx,
        draft.id,
        { completedAt: now, completedUid: uid, documentData: null },
        now,
      );
      // signing in comes last, so that nothing after it can fail
      if (google) await completeGoogleRegistration(ctx, tx, request, reply, uid, google);
      else await startCustomerSession(ctx, tx, request, reply, uid);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isUniqueViolation(error)) throw emailInUseError();
    throw error;
  }
  const opened = claim as { id: string; movesAfter: Date | null } | null;
  return {
    uid,
    portalId,
    redirectTo: '/',
    claim: opened ? { id: opened.id, movesAfter: opened.movesAfter?.toISOString() ?? null } : null,
  };
}
