/**
 * My Account (spec 01 §2, §4, §5, §7): read the signed-in customer's profile with the spec's field
 * names, and save an edit. A save updates the profile and, in the same transaction, queues the
 * "Update customer in back-office system" call (skipped when the customer id, site id or source is
 * missing); the job retries a failed call, where the spec only logged it.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { buildUpdateCustomerPayload, type UpdateCustomerSource } from '../../../domain/back-office';
import {
  MY_ACCOUNT_ERROR_REASONS,
  MY_ACCOUNT_MESSAGES,
  ZMyProfile,
  currentBillingFields,
  isEmailChange,
  type TMyProfile,
  type TProfileUpdate,
} from '../../../domain/my-account';
import { formatPhone, phoneDigits, phonePatternError } from '../../../domain/registration/phone';
import { REGISTRATION_MESSAGES } from '../../../domain/registration/messages';
import { createPhoneCheck, type PhoneCheckPort } from '../../ports/phone-check';
import { queueBackOfficeCustomerUpdate } from '../../jobs/back-office-update';
import type { DbOrTx } from '../../db/client';
import { contactColumns } from '../registration/contact-columns';
import { getProfileRow, updateProfileRow, type ProfileRow } from './my-account-repository';

/** The stored selectedAddress document, read leniently: ids and numbers may have been stored as numbers. */
const looseText = z.preprocess((v) => (v === null || v === undefined ? '' : String(v).trim()), z.string());
const ZStoredAddress = z.looseObject({
  CM04_CUST: looseText,
  CM04_SITE: looseText,
  SOURCE: looseText,
  CM04_ADD2: looseText,
  CM04_CITY: looseText,
  CM04_STAT: looseText,
  CM04_PZIP: looseText,
  residenceType: z.enum(['singleFamily', 'multiFamily']).catch('singleFamily'),
  aptUnit: looseText,
  ownerOrRenter: z.enum(['owner', 'renter']).catch('owner'),
  hoa: z.boolean().catch(false),
});
type StoredAddress = z.infer<typeof ZStoredAddress>;

function storedAddressOf(row: ProfileRow): StoredAddress | null {
  if (!row.selectedAddress || typeof row.selectedAddress !== 'object') return null;
  const parsed = ZStoredAddress.safeParse(row.selectedAddress);
  if (!parsed.success) return null;
  const a = parsed.data;
  // the indexed columns are copies of the address keys; either may be the one filled
  return {
    ...a,
    CM04_CUST: a.CM04_CUST || row.cm04Cust || '',
    CM04_SITE: a.CM04_SITE || row.cm04Site || '',
    SOURCE: a.SOURCE || row.source || '',
    CM04_ADD2: a.CM04_ADD2 || row.street || '',
    CM04_CITY: a.CM04_CITY || row.city || '',
    CM04_PZIP: a.CM04_PZIP || row.zipCode || '',
  };
}

/** Older records keep billingSameAsService, billingStreet and billingAptSuite; an import may carry them here. */
function legacyBilling(row: ProfileRow) {
  const doc = (row.selectedAddress ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    billingSameAsService:
      typeof doc.billingSameAsService === 'boolean' ? doc.billingSameAsService : undefined,
    billingStreet: str(doc.billingStreet),
    billingAptSuite: str(doc.billingAptSuite),
  };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The profile as the page and the API show it (spec field names). */
export function toMyProfile(row: ProfileRow): TMyProfile {
  const address = storedAddressOf(row);
  const { CM04_CUST, CM04_SITE, SOURCE, CM04_ADD2, CM04_CITY, CM04_STAT, CM04_PZIP } =
    address ?? ({} as StoredAddress);
  const methods = (Array.isArray(row.preferredContactMethods) ? row.preferredContactMethods : []).filter(
    (m): m is 'Phone' | 'Text' | 'Email' => m === 'Phone' || m === 'Text' || m === 'Email',
  );
  return ZMyProfile.parse({
    uid: row.uid,
    entryType: row.entryType,
    defaultServicesId: row.defaultServicesId,
    email: row.email,
    salutation: oneOf(['Mr.', 'Mrs.', 'Miss', 'Ms.', 'Dr.'], row.salutation, 'Mr.'),
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    phoneType: oneOf(['Mobile', 'Home', 'Work'], row.phoneType, 'Mobile'),
    phoneNumber: row.phoneNumber ? formatPhone(row.phoneNumber) : '',
    zipCode: row.zipCode ?? (address?.CM04_PZIP || null),
    selectedAddress: address
      ? {
          CM04_CUST,
          CM04_SITE,
          SOURCE,
          CM04_ADD2,
          CM04_CITY,
          CM04_STAT,
          CM04_PZIP,
          residenceType: address.residenceType,
          aptUnit: address.aptUnit || row.aptUnit || '',
          ownerOrRenter: address.ownerOrRenter,
          hoa: address.hoa,
        }
      : null,
    residenceType: row.residenceType ?? null,
    aptUnit: row.aptUnit ?? null,
    preferredContactMethods: [...new Set(methods)],
    optInMarketing: row.optInMarketing,
    optInNotifications: row.optInNotifications,
    optInPaperlessBilling: row.optInPaperlessBilling,
    ...currentBillingFields({ ...legacyBilling(row), ...row }),
    authProvider: row.authProvider,
    isGoogleSignUp: row.isGoogleSignUp,
    photoURL: row.photoUrl,
    emailVerified: row.emailVerified,
    organizationName: row.organizationName,
  });
}

function updateSourceOf(row: ProfileRow): UpdateCustomerSource {
  const address = storedAddressOf(row);
  return {
    selectedAddress: {
      CM04_CUST: address?.CM04_CUST || row.cm04Cust,
      CM04_SITE: address?.CM04_SITE || row.cm04Site,
      SOURCE: address?.SOURCE || row.source,
    },
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    optInMarketing: row.optInMarketing,
    optInNotifications: row.optInNotifications,
    optInPaperlessBilling: row.optInPaperlessBilling,
  };
}

const notFound = () =>
  new AppError('NOT_FOUND', MY_ACCOUNT_MESSAGES.notFound, { reason: MY_ACCOUNT_ERROR_REASONS.notFound });

export async function getMyProfile(ctx: AppContext, uid: string): Promise<TMyProfile> {
  const row = await getProfileRow(ctx.db, uid);
  if (!row) throw notFound();
  return toMyProfile(row);
}

const phoneChecks = new WeakMap<AppContext, PhoneCheckPort>();
function phoneCheckOf(ctx: AppContext): PhoneCheckPort {
  // a port given in ctx.ports (tests, or once the lead wires it there) wins
  const given = (ctx.ports as { phoneCheck?: PhoneCheckPort }).phoneCheck;
  if (given) return given;
  let port = phoneChecks.get(ctx);
  if (!port) phoneChecks.set(ctx, (port = createPhoneCheck(ctx.config)));
  return port;
}

/** A new phone number is checked by the phone check; when it cannot answer, the pattern check decides. */
async function phoneProblem(ctx: AppContext, phone: string): Promise<string | null> {
  try {
    const result = await phoneCheckOf(ctx).check(phone);
    return result.valid ? null : result.message || REGISTRATION_MESSAGES.invalidPhoneNumber;
  } catch {
    return phonePatternError(phone);
  }
}

export interface UpdateResult {
  profile: TMyProfile;
  /** Whether the back-office update was queued, or skipped for want of customer id, site id or source. */
  backOfficeUpdate: 'queued' | 'skipped';
}

export async function updateMyProfile(
  ctx: AppContext,
  uid: string,
  input: TProfileUpdate,
): Promise<UpdateResult> {
  const current = await getProfileRow(ctx.db, uid);
  if (!current) throw notFound();
  await checkProfileUpdate(ctx, current, input);
  return ctx.db.transaction(async (tx) => {
    const { row, backOfficeUpdate } = await saveProfileUpdate(ctx, tx, current, input);
    return { profile: toMyProfile(row), backOfficeUpdate };
  });
}

/**
 * The checks a contact edit needs beyond its schema, made before the transaction (the phone check
 * may be a network call): the e-mail cannot change, and a new phone number must pass the phone check.
 * Used by My Account and by staff (Manage Customer Profile).
 */
export async function checkProfileUpdate(
  ctx: AppContext,
  current: ProfileRow,
  input: TProfileUpdate,
): Promise<void> {
  if (isEmailChange(current.email, input.email)) {
    throw new AppError('BAD_REQUEST', MY_ACCOUNT_MESSAGES.emailNotEditable, {
      reason: MY_ACCOUNT_ERROR_REASONS.emailNotEditable,
      field: 'email',
    });
  }
  if (phoneDigits(input.phoneNumber) !== phoneDigits(current.phoneNumber)) {
    const problem = await phoneProblem(ctx, input.phoneNumber);
    if (problem) {
      throw new AppError('BAD_REQUEST', problem, {
        reason: MY_ACCOUNT_ERROR_REASONS.invalidPhone,
        field: 'phoneNumber',
      });
    }
  }
}

/**
 * Saves a checked contact edit in the caller's transaction and queues the back-office customer
 * update in it (skipped when the customer id, site id or source is missing).
 */
export async function saveProfileUpdate(
  ctx: AppContext,
  tx: DbOrTx,
  current: ProfileRow,
  input: TProfileUpdate,
): Promise<{ row: ProfileRow; backOfficeUpdate: 'queued' | 'skipped' }> {
  const uid = current.uid;
  // a display name that was the name itself follows the name; a chosen one (e.g. from Google) stays
  const oldName = `${current.firstName} ${current.lastName}`.trim();
  const newName = `${input.firstName} ${input.lastName}`.trim();
  const displayName =
    !current.displayName || current.displayName.trim() === oldName ? newName : current.displayName;
  const row = await updateProfileRow(tx, uid, {
    ...contactColumns(input),
    displayName,
    updatedAt: ctx.now(),
  });
  if (!row) throw notFound();
  const payload = buildUpdateCustomerPayload(updateSourceOf(row));
  if (payload)
    await queueBackOfficeCustomerUpdate(ctx, tx, payload, `customer-update:${uid}:${randomUUID()}`);
  return { row, backOfficeUpdate: payload ? 'queued' : 'skipped' };
}
