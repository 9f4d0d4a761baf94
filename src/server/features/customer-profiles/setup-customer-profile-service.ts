/**
 * Setup Customer Profile (spec 03 §2.8): staff create a residential customer at an address from the
 * ZIP search, or an enterprise customer with customers from the back office's pick list.
 *
 * The spec creates the sign-in account with a random 16-character password and deletes it again when
 * the profile fails. Here the account and the profile are one row written in one transaction, so
 * there is nothing to delete; the account has no password at all until the customer chooses one from
 * the welcome mail's one-time link (a password nobody knows is no better than none, and none cannot
 * leak). The mail goes through the outbox in the same transaction, with the audit row naming the
 * staff user: either all of it happens or none of it does.
 */
import { randomUUID } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import {
  SETUP_CUSTOMER_PROFILE_MESSAGES as MESSAGES,
  MAX_SELECTED_CUSTOMERS,
  type TCreateEnterpriseProfile,
  type TCreateResidentialProfile,
  type TCreatedCustomerProfile,
  type TSelectAllCustomersResponse,
} from '../../../domain/customer-profiles/setup-customer-profile';
import type { TAvailableCustomersPage } from '../../../domain/customer-profiles/manage-customer-profile';
import type { TCheckResult, TContactInformation } from '../../../domain/registration/schemas';
import { contactColumns } from '../registration/contact-columns';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { auditLog, customerProfiles, portalSetups } from '../../db/schema';
import { AppError } from '../../errors';
import type { StaffSession } from '../../auth/sessions';
import { issuePasswordLink } from '../../auth/customer-sign-in';
import { getAuthRuntime } from '../../auth/runtime';
import { escapeHtml } from '../../../domain/escape-html';
import {
  greeting,
  mailHtmlIn,
  message,
  messageHtml,
  messageLanguageOf,
  type MessageKey,
} from '../../../domain/messages';
import { queueUrgentMail } from '../../jobs/messaging';
import { openAddressHandle } from '../registration/address-handle';
import { addressOfHandle } from '../registration/service-address';
import { checkPhone } from '../registration/service-submit';
import { checkEmail } from '../registration/service-email';
import { findPortalForZip, findSiteHolders, isEmailRegistered, lockSite } from '../registration/repository';
import { AUDIT_ENTITY_CUSTOMER_PROFILE } from './customer-profiles-service';
import { resolveAdditions } from './manage-customer-profile-service';
import { forgetProfileCounts } from './customer-profiles-repository';
import { isUniqueViolation } from '../registration/service-submit';
import { publicBase } from '../../auth/oidc/clients';

/** The welcome mail's link is good for a week: the customer may not read it the same day. */
export const WELCOME_LINK_MS = 7 * 24 * 60 * 60 * 1000;

type Staff = Pick<StaffSession, 'email' | 'name'>;

/** The contact step's e-mail check: the registration's deliverability check, then "already registered". */
export async function checkNewCustomerEmail(ctx: AppContext, email: string): Promise<TCheckResult> {
  const deliverable = await checkEmail(ctx, email);
  if (!deliverable.ok) return deliverable;
  if (await isEmailRegistered(ctx.db, email)) {
    return { ok: false, reason: 'customer-profile/email-registered', message: MESSAGES.emailRegistered };
  }
  return { ok: true };
}

/** What both wizards check before the transaction: the e-mail is free and the phone passes its check. */
async function checkContact(ctx: AppContext, email: string, contact: TContactInformation): Promise<void> {
  if (await isEmailRegistered(ctx.db, email)) throw new AppError('CONFLICT', MESSAGES.emailRegistered);
  const phone = await checkPhone(ctx, contact.phoneNumber);
  if (!phone.ok) throw new AppError('BAD_REQUEST', phone.message ?? MESSAGES.badRequest);
}

/** The profile columns both kinds of customer share: the contact step's fields. */
function profileContactColumns(email: string, contact: TContactInformation, now: Date) {
  return {
    email,
    ...contactColumns(contact),
    displayName: `${contact.firstName} ${contact.lastName}`,
    authProvider: 'email',
    isGoogleSignUp: false,
    // the customer proves the e-mail by using the welcome link sent to it
    emailVerified: false,
    emailVerifiedAt: null,
    serviceChanges: {},
    createdAt: now,
    updatedAt: now,
  } satisfies Partial<typeof customerProfiles.$inferInsert>;
}

/**
 * The welcome mail with the one-time link to choose a password, queued in the creating transaction;
 * in the profile's language (English unless the row names another).
 */
async function queueWelcomeMail(
  ctx: AppContext,
  tx: DbOrTx,
  customer: { uid: string; email: string; firstName: string; language?: string; organizationName?: string },
): Promise<void> {
  const { link } = await issuePasswordLink(ctx, tx, customer.uid, WELCOME_LINK_MS);
  const language = messageLanguageOf(customer.language);
  const company = ctx.config.COMPANY_NAME;
  const signIn = `${publicBase(ctx.config)}/login`;
  const values = {
    company,
    organization: customer.organizationName ?? '',
    email: customer.email,
    url: signIn,
  };
  const m = (key: MessageKey) => message(language, key, values);
  const hello = greeting(language, customer.firstName);
  const created = m(customer.organizationName ? 'welcome.createdFor' : 'welcome.created');
  const text =
    `${hello}\n\n${created}\n${m('welcome.signInEmail')}\n\n${m('welcome.openLink')}\n\n${link}\n\n` +
    `${m('welcome.afterwards')} ${m('welcome.unexpected')}`;
  const signInLink = `<a href="${escapeHtml(signIn)}">${escapeHtml(signIn)}</a>`;
  const html =
    `<p>${escapeHtml(hello)}</p><p>${escapeHtml(created)}<br>${escapeHtml(m('welcome.signInEmail'))}</p>` +
    `<p>${escapeHtml(m('welcome.openLink'))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(m('welcome.button'))}</a></p>` +
    `<p>${messageHtml(language, 'welcome.afterwards', {}, { url: signInLink })} ${escapeHtml(m('welcome.unexpected'))}</p>`;
  await queueUrgentMail(
    ctx,
    tx,
    { to: customer.email, subject: m('welcome.subject'), text, html: mailHtmlIn(language, html) },
    `customer-profile-welcome:${customer.uid}`,
  );
}

/** Inserts the profile with its welcome mail and audit row; a second account for the e-mail is refused. */
async function insertWithWelcome(
  ctx: AppContext,
  tx: DbOrTx,
  row: typeof customerProfiles.$inferInsert,
  staff: Staff,
  organizationName?: string,
): Promise<void> {
  // checked again inside the transaction; the unique index settles a race between two staff
  if (await isEmailRegistered(tx, row.email)) throw new AppError('CONFLICT', MESSAGES.emailRegistered);
  await tx.insert(customerProfiles).values(row);
  await queueWelcomeMail(ctx, tx, {
    uid: row.uid,
    email: row.email,
    firstName: row.firstName ?? '',
    language: row.language,
    organizationName,
  });
  await tx.insert(auditLog).values({
    actor: staff.email,
    action: 'create',
    entity: AUDIT_ENTITY_CUSTOMER_PROFILE,
    entityId: row.uid,
    before: null,
    after: { profile: row },
    at: row.createdAt ?? ctx.now(),
  });
}

async function inTransaction(ctx: AppContext, work: (tx: DbOrTx) => Promise<void>): Promise<void> {
  try {
    await ctx.db.transaction(work);
    forgetProfileCounts(ctx.db); // the list's counts include the new profile at once
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.emailRegistered);
    throw error;
  }
}

export async function createResidentialProfile(
  ctx: AppContext,
  body: TCreateResidentialProfile,
  staff: Staff,
): Promise<TCreatedCustomerProfile> {
  const handle = openAddressHandle(getAuthRuntime(ctx).secret, body.addressId);
  if (!handle) throw new AppError('BAD_REQUEST', MESSAGES.addressUnknown);
  await checkContact(ctx, body.email, body.contact);
  // the back office is asked before the transaction opens (it may be a network call)
  const address = await addressOfHandle(ctx, handle);
  if (!address) throw new AppError('BAD_REQUEST', MESSAGES.addressUnknown);
  let loaded: boolean;
  try {
    loaded = await ctx.ports.backOffice.siteExists(handle);
  } catch (error) {
    if (error instanceof AppError && error.code === 'ADDRESS_NOT_LOADED') loaded = false;
    else throw error;
  }
  if (!loaded) throw new AppError('ADDRESS_NOT_LOADED', MESSAGES.addressNotLoaded);

  const now = ctx.now();
  const uid = randomUUID();
  const { residence, contact, email } = body;
  const aptUnit = residence.residenceType === 'multiFamily' ? residence.aptUnit : '';
  const portalId = await findPortalForZip(ctx.db, address.CM04_PZIP);
  await inTransaction(ctx, async (tx) => {
    // the registration's lock: a customer registering the same address meanwhile waits for this one
    await lockSite(tx, handle);
    const holders = await findSiteHolders(tx, handle, true);
    // staff do not take an address over: any holder, whatever its proof, keeps it
    if (holders.length > 0) throw new AppError('CONFLICT', MESSAGES.addressTaken);
    await insertWithWelcome(
      ctx,
      tx,
      {
        uid,
        entryType: 'CustomerProfile',
        defaultServicesId: portalId,
        ...profileContactColumns(email, contact, now),
        zipCode: address.CM04_PZIP,
        selectedAddress: {
          CM04_CUST: address.CM04_CUST,
          CM04_SITE: address.CM04_SITE,
          SOURCE: address.SOURCE,
          CM04_ADD2: address.CM04_ADD2,
          CM04_CITY: address.CM04_CITY,
          CM04_STAT: address.CM04_STAT,
          CM04_PZIP: address.CM04_PZIP,
          residenceType: residence.residenceType,
          aptUnit,
          ownerOrRenter: residence.ownerOrRenter,
          hoa: residence.hoa,
        },
        cm04Cust: address.CM04_CUST,
        cm04Site: address.CM04_SITE,
        source: address.SOURCE,
        street: address.CM04_ADD2,
        city: address.CM04_CITY,
        residenceType: residence.residenceType,
        aptUnit: aptUnit === '' ? null : aptUnit,
        // staff-created: no proof kind ("unknown"), which a registration never takes over
        addressProof: null,
      },
      staff,
    );
  });
  return { uid, message: MESSAGES.residentialSaved };
}

/** The enterprise portal new enterprise profiles belong to: the default one, else the oldest. */
async function findEnterprisePortal(db: DbOrTx): Promise<string | null> {
  const [portal] = await db
    .select({ id: portalSetups.id })
    .from(portalSetups)
    .where(eq(portalSetups.portalType, 'enterprise'))
    .orderBy(desc(portalSetups.isDefault), asc(portalSetups.createdAt), asc(portalSetups.id))
    .limit(1);
  return portal?.id ?? null;
}

export async function createEnterpriseProfile(
  ctx: AppContext,
  body: TCreateEnterpriseProfile,
  staff: Staff,
): Promise<TCreatedCustomerProfile> {
  await checkContact(ctx, body.email, body.contact);
  // every ref must name a pick-list row (the spec's 561 message otherwise), none twice
  const selected = await resolveAdditions(ctx, body.selectedCustomers, {
    notAvailable: () => new AppError('UNPROCESSABLE', MESSAGES.customerNotAvailable),
  });
  const now = ctx.now();
  const uid = randomUUID();
  const portalId = await findEnterprisePortal(ctx.db);
  await inTransaction(ctx, async (tx) => {
    await insertWithWelcome(
      ctx,
      tx,
      {
        uid,
        entryType: 'EnterpriseCustomerProfile',
        defaultServicesId: portalId,
        ...profileContactColumns(body.email, body.contact, now),
        organizationName: body.organizationName,
        selectedCustomers: selected.map((c) => ({
          database: c.database,
          customerNumber: c.customerNumber,
          customerName: c.customerName,
          siteId: c.siteId,
          siteName: c.siteName,
          companyFullName: c.companyFullName,
        })),
      },
      staff,
      body.organizationName,
    );
  });
  return { uid, message: MESSAGES.enterpriseSaved };
}

/** One page of the enterprise pick list for a new profile (nothing is selected yet). */
export async function listAvailableCustomers(
  ctx: AppContext,
  query: { search?: string; page: number; pageSize: number },
): Promise<TAvailableCustomersPage> {
  const page = await ctx.ports.backOffice.listCompanyCustomers({
    search: query.search,
    page: { page: query.page, pageSize: query.pageSize },
  });
  return { total: page.total, items: page.items.map((item) => ({ ...item, selected: false })) };
}

const SELECT_ALL_PAGE = 1000;

/**
 * "Select all" over the whole filtered pick list, on the server: the spec's browser loop of 100 at a
 * time with 10 ms pauses becomes pages of 1,000 read here, up to the cap one profile may hold.
 */
export async function selectAllAvailableCustomers(
  ctx: AppContext,
  search: string | undefined,
): Promise<TSelectAllCustomersResponse> {
  const items: TAvailableCustomersPage['items'] = [];
  let total = 0;
  for (let page = 1; items.length < MAX_SELECTED_CUSTOMERS; page++) {
    const found = await ctx.ports.backOffice.listCompanyCustomers({
      search,
      page: { page, pageSize: SELECT_ALL_PAGE },
    });
    total = found.total;
    for (const item of found.items.slice(0, MAX_SELECTED_CUSTOMERS - items.length)) {
      items.push({ ...item, selected: true });
    }
    if (found.items.length < SELECT_ALL_PAGE || items.length >= total) break;
  }
  return { items, total };
}
