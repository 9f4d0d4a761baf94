/**
 * The Manage Customer Profile modal's work (spec 03 §2.9): the detail, the services tabs and "Save
 * All Changes". Staff are held to the customer's own rules by calling the same code: My Account's
 * contact checks and save (with the back-office update through the outbox), the Services page's
 * cards and change rules (with the same confirmation mails), and the enterprise pick list. The one
 * difference is that a portal's "restrict changes" window, which tells customers to call customer
 * service, does not stop customer service.
 *
 * A save is one transaction: the profile row is locked, every part is applied, and the mails and the
 * back-office update are queued in it, so either all of it happens or none of it does.
 */
import { buildAccountNumber } from '../../../domain/registration/account-number';
import {
  MANAGE_CUSTOMER_PROFILE_MESSAGES as MESSAGES,
  changedKeys,
  isSameSelectedCustomer,
  selectedSiteKey,
  type TAvailableCustomersPage,
  type TCustomerProfileDetail,
  type TCustomerProfileSave,
  type TCustomerProfileSaveResponse,
  type TCustomerProfileServices,
  type TCustomerRef,
  type TServiceEdit,
} from '../../../domain/customer-profiles/manage-customer-profile';
import { profileUpdateValues, type TMyProfile, type TProfileUpdate } from '../../../domain/my-account';
import { phoneDigits } from '../../../domain/registration/phone';
import { SERVICE_TYPES, type TServiceChanges } from '../../../domain/services/service-changes';
import type { TCompanyCustomer, TCustomerServiceRecord } from '../../../domain/back-office';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { AUDIT_ENTITY_CUSTOMER_PROFILE } from './customer-profiles-service';
import { AppError } from '../../errors';
import type { StaffSession } from '../../auth/sessions';
import { checkProfileUpdate, saveProfileUpdate, toMyProfile } from '../my-account/my-account-service';
import { getProfileRow } from '../my-account/my-account-repository';
import {
  additionalCartsOutcome,
  card,
  cartQuantity,
  changeError,
  lookupRecords,
  recordChangeRequest,
  requireShown,
  servicesPageOf,
  sizeChangeOutcome,
  todayOf,
  type ChangeOutcome,
  type ResidentialCustomer,
} from '../services/services-service';
import {
  findServicesCustomer,
  saveServiceChanges,
  type ServicesCustomer,
} from '../services/services-repository';
import {
  findPortalTitle,
  hasSignIn,
  readSelectedCustomers,
  saveSelectedCustomers,
  type StoredSelectedCustomer,
} from './manage-customer-profile-repository';

const notFound = () => new AppError('NOT_FOUND', MESSAGES.notFound);

/** The detail; `db` is the database handle, never an open transaction (the back office may be asked). */
export async function getCustomerProfileDetail(
  ctx: AppContext,
  db: DbOrTx,
  uid: string,
): Promise<TCustomerProfileDetail> {
  const row = await getProfileRow(db, uid);
  if (!row) throw notFound();
  const profile = toMyProfile(row);
  const enterprise = row.entryType === 'EnterpriseCustomerProfile';
  const address = profile.selectedAddress;
  const [portalTitle, signIn] = await Promise.all([
    findPortalTitle(db, row.defaultServicesId),
    hasSignIn(db, uid, row.authProvider),
  ]);
  const name =
    `${profile.firstName} ${profile.lastName}`.trim() || profile.displayName?.trim() || profile.email;
  return {
    uid,
    type: enterprise ? 'Enterprise' : 'Regular',
    name,
    address: address
      ? {
          street: address.CM04_ADD2,
          aptUnit: address.aptUnit,
          city: address.CM04_CITY,
          state: address.CM04_STAT,
          zip: address.CM04_PZIP,
        }
      : null,
    customerId:
      address?.CM04_CUST && address.CM04_SITE
        ? buildAccountNumber(address.CM04_CUST, address.CM04_SITE)
        : null,
    firebaseUid: signIn ? uid : null,
    defaultServicesId: row.defaultServicesId,
    portalTitle,
    profile,
    organizationName: row.organizationName,
    selectedCustomers: await withCompanyNames(ctx, readSelectedCustomers(row.selectedCustomers)),
  };
}

/**
 * Older selected-customer entries name the company database only; its full name comes from the back
 * office. Without an answer the database code is shown, which is still the company's id.
 */
async function withCompanyNames(
  ctx: AppContext,
  customers: StoredSelectedCustomer[],
): Promise<StoredSelectedCustomer[]> {
  if (customers.every((c) => c.companyFullName)) return customers;
  try {
    const companies = await ctx.ports.backOffice.listCompanies();
    const names = new Map(companies.map((c) => [c.database.toLowerCase(), c.companyFullName]));
    return customers.map((c) => ({
      ...c,
      companyFullName: c.companyFullName ?? names.get(c.database.toLowerCase()) ?? null,
    }));
  } catch {
    return customers;
  }
}

const noDetails = (): TCustomerProfileServices => ({
  available: false,
  reason: 'no-service-details',
  message: MESSAGES.noServiceDetails,
});

/**
 * The Trash, Recycling and Yard Waste tabs: the customer's Services page as they would see it, or
 * "No service details available" with its reason (no portal / no default services, or the back
 * office failing).
 */
export async function getCustomerProfileServices(
  ctx: AppContext,
  uid: string,
  log: { warn: (details: object, message: string) => void },
): Promise<TCustomerProfileServices> {
  const customer = await findServicesCustomer(ctx.db, uid);
  if (!customer) throw notFound();
  if (!isResidentialWithPortal(customer)) return noDetails();
  let records: TCustomerServiceRecord[];
  try {
    records = await lookupRecords(ctx, customer);
  } catch (error) {
    log.warn({ err: error, uid }, 'the back office failed while staff loaded service details');
    return { available: false, reason: 'load-failed', message: MESSAGES.serviceDetailsFailed };
  }
  return { available: true, services: await servicesPageOf(ctx, customer, records) };
}

function isResidentialWithPortal(customer: ServicesCustomer): customer is ResidentialCustomer {
  return (
    customer.entryType !== 'EnterpriseCustomerProfile' &&
    customer.defaultServicesId !== null &&
    customer.setup !== null
  );
}

/** The pick list for the Manage Customers tab, each row marked when the profile already has it. */
export async function findAvailableCustomers(
  ctx: AppContext,
  uid: string,
  query: { search?: string; page: number; pageSize: number },
): Promise<TAvailableCustomersPage> {
  const row = await getProfileRow(ctx.db, uid);
  if (!row) throw notFound();
  const selected = readSelectedCustomers(row.selectedCustomers);
  const page = await ctx.ports.backOffice.listCompanyCustomers({
    search: query.search,
    page: { page: query.page, pageSize: query.pageSize },
  });
  return {
    total: page.total,
    items: page.items.map((item) => ({
      ...item,
      selected: selected.some((s) => isSameSelectedCustomer(s, item)),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Save All Changes

const CONTACT_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'phoneType',
  'phoneNumber',
  'preferredContactMethods',
  'optInMarketing',
  'optInNotifications',
  'optInPaperlessBilling',
  'differentBillingAddress',
  'billingAddress1',
  'billingAddress2',
  'billingCity',
  'billingState',
  'billingZip',
] as const;

/** The contact fields an edit changes (phone compared by digits, contact methods as a set). */
export function changedContactFields(current: TMyProfile, input: TProfileUpdate): string[] {
  const before = profileUpdateValues(current);
  return CONTACT_FIELDS.filter((field) => {
    const a = before[field];
    const b = input[field];
    if (field === 'phoneNumber') return phoneDigits(String(a)) !== phoneDigits(String(b));
    if (Array.isArray(a) && Array.isArray(b)) return [...a].sort().join() !== [...b].sort().join();
    return a !== b;
  });
}

const hasServiceEdit = (edit: TServiceEdit | undefined): edit is TServiceEdit =>
  edit !== undefined && (edit.size != null || edit.additionalCarts.length > 0);

const refKey = (ref: { database: string; customerNumber: string; site: string }) =>
  `${ref.database.toLowerCase()}|${ref.customerNumber.toLowerCase()}|${ref.site.toLowerCase()}`;

const LOOKUPS_IN_FLIGHT = 8;

/**
 * The pick-list rows the added refs name, read before the transaction (the back office may be a
 * network call): one lookup per customer number, however many of its sites are named. A ref the back
 * office does not have is refused with the spec's message; the same customer twice is refused too.
 */
export async function resolveAdditions(
  ctx: AppContext,
  refs: readonly TCustomerRef[],
  options: { notAvailable?: () => AppError } = {},
): Promise<StoredSelectedCustomer[]> {
  const notAvailable =
    options.notAvailable ?? (() => new AppError('BAD_REQUEST', MESSAGES.customerNotAvailable));
  const seen = new Set<string>();
  for (const ref of refs) {
    if (seen.has(refKey(ref))) throw new AppError('BAD_REQUEST', MESSAGES.alreadySelected);
    seen.add(refKey(ref));
  }
  const customerKey = (ref: { database: string; customerNumber: string }) =>
    `${ref.database.toLowerCase()}|${ref.customerNumber.toLowerCase()}`;
  // one lookup per customer, at most LOOKUPS_IN_FLIGHT at a time (a select-all may name thousands)
  const firstRefOf = new Map<string, TCustomerRef>();
  for (const ref of refs) if (!firstRefOf.has(customerKey(ref))) firstRefOf.set(customerKey(ref), ref);
  const pending = [...firstRefOf.entries()];
  const rowsOf = new Map<string, TCompanyCustomer[]>();
  const lookUp = async () => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const [key, ref] = next;
      const page = await ctx.ports.backOffice.listCompanyCustomers({
        database: ref.database,
        search: ref.customerNumber,
        page: { page: 1, pageSize: 1000 },
      });
      rowsOf.set(key, page.items);
    }
  };
  await Promise.all(Array.from({ length: LOOKUPS_IN_FLIGHT }, lookUp));
  const out: StoredSelectedCustomer[] = [];
  for (const ref of refs) {
    const rows = rowsOf.get(customerKey(ref)) ?? [];
    const match = rows.find(
      (item) =>
        customerKey(item) === customerKey(ref) &&
        (item.siteId ?? '').toLowerCase() === ref.site.toLowerCase(),
    );
    if (!match) throw notAvailable();
    out.push({
      database: match.database,
      customerNumber: match.customerNumber,
      customerName: match.customerName,
      siteId: match.siteId,
      siteName: match.siteName ?? '',
      companyFullName: match.companyFullName,
    });
  }
  return out;
}

/** The new selected-customer list: removals by database, customer number and site, then additions. */
function nextSelectedCustomers(
  current: readonly StoredSelectedCustomer[],
  remove: readonly TCustomerRef[],
  additions: readonly StoredSelectedCustomer[],
): StoredSelectedCustomer[] {
  const removed = new Set(remove.map(refKey));
  const kept = current.filter(
    (c) =>
      !removed.has(
        refKey({ database: c.database, customerNumber: c.customerNumber, site: selectedSiteKey(c) }),
      ),
  );
  for (const addition of additions) {
    if (kept.some((c) => isSameSelectedCustomer(c, addition)))
      throw new AppError('BAD_REQUEST', MESSAGES.alreadySelected);
    kept.push(addition);
  }
  if (kept.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.atLeastOneCustomer);
  return kept;
}

/** Applies one service's edits to `changes`, collecting each change's outcome (for its mail). */
function applyServiceEdit(
  ctx: AppContext,
  customer: ResidentialCustomer,
  type: (typeof SERVICE_TYPES)[number],
  edit: TServiceEdit,
  start: TServiceChanges,
  records: readonly TCustomerServiceRecord[],
): { changes: TServiceChanges; outcomes: ChangeOutcome[]; changed: string[] } {
  requireShown(customer, type);
  const today = todayOf(ctx, customer.setup);
  let changes = start;
  const outcomes: ChangeOutcome[] = [];
  const changed: string[] = [];
  try {
    if (edit.size != null) {
      const before = card(customer, type, changes, records, today);
      // the modal sends the size it shows; the current size is no change
      if (before.currentSize !== edit.size) {
        const outcome = sizeChangeOutcome(customer, type, changes, before, edit.size);
        outcomes.push(outcome);
        changes = outcome.next;
        changed.push(changedKeys.size(type));
      }
    }
    for (const { size, quantity } of edit.additionalCarts) {
      if (cartQuantity(changes, type, size) === quantity) continue;
      const before = card(customer, type, changes, records, today);
      const cardAfter = (next: TServiceChanges) => card(customer, type, next, records, today);
      const outcome = additionalCartsOutcome(cardAfter, customer, type, changes, before, size, quantity);
      outcomes.push(outcome);
      changes = outcome.next;
      changed.push(changedKeys.carts(type, size));
    }
  } catch (error) {
    changeError(error);
  }
  return { changes, outcomes, changed };
}

export async function saveCustomerProfile(
  ctx: AppContext,
  uid: string,
  body: TCustomerProfileSave,
  staff: Pick<StaffSession, 'email' | 'name'>,
): Promise<TCustomerProfileSaveResponse> {
  const current = await getProfileRow(ctx.db, uid);
  if (!current) throw notFound();
  const enterprise = current.entryType === 'EnterpriseCustomerProfile';

  // Everything that may be slow or refused is settled before the transaction.
  const contactInput = body.profile;
  const contactChanged = contactInput ? changedContactFields(toMyProfile(current), contactInput) : [];
  // a different e-mail is refused even when nothing else changed
  if (contactInput) await checkProfileUpdate(ctx, current, contactInput);

  const serviceEdits = SERVICE_TYPES.flatMap((type) => {
    const edit = body.services?.[type];
    return hasServiceEdit(edit) ? [{ type, edit }] : [];
  });
  let records: TCustomerServiceRecord[] = [];
  if (serviceEdits.length > 0) {
    if (enterprise) throw new AppError('BAD_REQUEST', MESSAGES.enterpriseHasNoServices);
    const customer = await findServicesCustomer(ctx.db, uid);
    if (!customer || !isResidentialWithPortal(customer))
      throw new AppError('BAD_REQUEST', MESSAGES.noServiceDetails);
    records = await lookupRecords(ctx, customer);
  }

  const selection = body.selectedCustomers;
  const selectionEdited =
    selection !== undefined && (selection.add.length > 0 || selection.remove.length > 0);
  if (selectionEdited && !enterprise) throw new AppError('BAD_REQUEST', MESSAGES.notEnterprise);
  const additions = selectionEdited ? await resolveAdditions(ctx, selection.add) : [];

  const saved = await ctx.db.transaction(async (tx) => {
    // the row lock orders this save after any other change to the profile (staff or customer)
    const locked = await findServicesCustomer(tx, uid, { forUpdate: true });
    const row = await getProfileRow(tx, uid);
    if (!locked || !row) throw notFound();
    const changed: string[] = [];
    const confirmations: string[] = [];
    const now = ctx.now();

    if (contactInput && contactChanged.length > 0) {
      await saveProfileUpdate(ctx, tx, row, contactInput);
      changed.push(...contactChanged);
    }

    if (serviceEdits.length > 0) {
      if (!isResidentialWithPortal(locked)) throw new AppError('BAD_REQUEST', MESSAGES.noServiceDetails);
      let changes = locked.serviceChanges;
      const outcomes: ChangeOutcome[] = [];
      for (const { type, edit } of serviceEdits) {
        const applied = applyServiceEdit(ctx, locked, type, edit, changes, records);
        changes = applied.changes;
        outcomes.push(...applied.outcomes);
        changed.push(...applied.changed);
      }
      if (outcomes.length > 0) {
        await saveServiceChanges(tx, uid, changes, now);
        // the same record (My Requests) and confirmation mail per change as the customer's own change,
        // made by the staff user
        const by = staff.name.trim() || staff.email;
        for (const outcome of outcomes)
          confirmations.push(await recordChangeRequest(ctx, tx, locked, outcome, by));
      }
    }

    if (selectionEdited) {
      const next = nextSelectedCustomers(
        readSelectedCustomers(row.selectedCustomers),
        selection.remove,
        additions,
      );
      await saveSelectedCustomers(tx, uid, next, now);
      changed.push('selectedCustomers');
    }

    // who changed what, in the same transaction as the change: the profile before and after, and the
    // fields the save changed (a save that changes nothing leaves no row)
    if (changed.length > 0) {
      await tx.insert(auditLog).values({
        actor: staff.email,
        action: 'update',
        entity: AUDIT_ENTITY_CUSTOMER_PROFILE,
        entityId: uid,
        before: row,
        after: { changed, profile: await getProfileRow(tx, uid) },
        at: now,
      });
    }

    return { changed, confirmations };
  });
  // read after the commit: the detail may ask the back office (company names), never inside the transaction
  return { message: MESSAGES.updated, ...saved, detail: await getCustomerProfileDetail(ctx, ctx.db, uid) };
}
