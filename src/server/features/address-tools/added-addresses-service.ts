/**
 * Address Management's operations (spec 03 §2.15, §3, §7): add an address the back office does not
 * have yet (with the customer who asked), delete one, and, with the built-in back office, load one
 * into the back office so that it becomes a real site for registration and the Services pages.
 *
 * An address counts as Verified only with Smarty data, and Smarty data is kept only when the server's
 * own autocomplete is Smarty and the data names the very address sent; otherwise it is Manual.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { StaffSession } from '../../auth/sessions';
import type { AppContext } from '../../app-context';
import { auditLog } from '../../db/schema';
import { AppError } from '../../errors';
import {
  ADDRESS_TOOLS_MESSAGES as MESSAGES,
  addressKeyPart,
  isSameAddress,
  smartyDataMatches,
  type TAddedAddress,
  type TCreateAddedAddress,
} from '../../../domain/address-tools/address-tools';
import { ZDefaultService } from '../../../domain/portal-setup';
import { phoneDigits } from '../../../domain/services/issue-payload';
import type { NewBackOfficeSite } from '../../ports/back-office/back-office-port';
import { checkEmail } from '../registration/service-email';
import { checkPhone } from '../registration/service-submit';
import {
  deleteAddedAddress as deleteAddedAddressRow,
  findAddedAddressAt,
  getAddedAddress,
  getAddedAddressWithPortal,
  getPortal,
  insertAddedAddress,
  markAddedAddressLoaded,
} from './address-tools-repository';
import { requirePortal, staffName } from './undelivered-cart-service';

const AUDIT_ENTITY = 'added-address';

async function recordAudit(
  ctx: AppContext,
  tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
  entry: { actor: string; action: string; id: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    entity: AUDIT_ENTITY,
    entityId: entry.id,
    before: entry.before,
    after: entry.after,
    at: ctx.now(),
  });
}

export async function createAddedAddress(
  ctx: AppContext,
  body: TCreateAddedAddress,
  staff: Pick<StaffSession, 'name' | 'email'>,
): Promise<{ item: TAddedAddress; message: string }> {
  const portal = await requirePortal(ctx, body.portalId);
  const { address, customerInfo } = body;
  if (!portal.zipCodes.includes(address.zip)) throw new AppError('BAD_REQUEST', MESSAGES.zipNotInPortal);
  if (body.smartyData && !smartyDataMatches(address, body.smartyData))
    throw new AppError('BAD_REQUEST', MESSAGES.selectSuggestion);
  const smartyData =
    body.smartyData && ctx.ports.addressAutocomplete.adapter === 'smarty' ? body.smartyData : null;

  const email = await checkEmail(ctx, customerInfo.email);
  if (!email.ok) throw new AppError('BAD_REQUEST', email.message ?? MESSAGES.addFailed, { field: 'email' });
  const phone = await checkPhone(ctx, customerInfo.phoneNumber);
  if (!phone.ok)
    throw new AppError('BAD_REQUEST', phone.message ?? MESSAGES.addFailed, { field: 'phoneNumber' });

  // a back office that cannot answer does not stop staff from recording the address
  const known = await ctx.ports.backOffice.findAddressesByZip(address.zip).catch(() => []);
  if (
    known.some((s) =>
      isSameAddress(address, {
        street: s.CM04_ADD2,
        city: s.CM04_CITY,
        state: s.CM04_STAT,
        zip: s.CM04_PZIP,
      }),
    )
  )
    throw new AppError('CONFLICT', MESSAGES.alreadyInBackOffice);

  const id = randomUUID();
  const by = staffName(staff);
  const row = {
    id,
    defaultServicesId: portal.id,
    street: address.street,
    city: address.city,
    state: address.state,
    zip: address.zip,
    smartyData,
    customerInfo,
    createdAt: ctx.now(),
    createdBy: by,
  };
  await ctx.db.transaction(async (tx) => {
    // two staff adding the same address at once: the second waits here, then finds the first
    const key = [address.street, address.city, address.state, address.zip].map(addressKeyPart).join('|');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`curbside:added-address:${key}`}))`);
    if (await findAddedAddressAt(tx, address)) throw new AppError('CONFLICT', MESSAGES.alreadyAdded);
    await insertAddedAddress(tx, row);
    await recordAudit(ctx, tx, { actor: staff.email, action: 'create', id, before: null, after: row });
  });
  const item = await getAddedAddressWithPortal(ctx.db, id);
  return { item: item!, message: MESSAGES.addressAdded };
}

export async function deleteAddedAddress(
  ctx: AppContext,
  id: string,
  staff: Pick<StaffSession, 'email'>,
): Promise<{ id: string; message: string }> {
  await ctx.db.transaction(async (tx) => {
    const row = await getAddedAddress(tx, id, { forUpdate: true });
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.addressNotFound);
    await deleteAddedAddressRow(tx, id);
    await recordAudit(ctx, tx, { actor: staff.email, action: 'delete', id, before: row, after: null });
  });
  return { id, message: MESSAGES.addressDeleted };
}

/** The portal's default services (trash, recycling, yard waste) as the new site's services. */
function defaultServicesOf(setup: Record<string, unknown>): NewBackOfficeSite['services'] {
  const services: NewBackOfficeSite['services'] = [];
  for (const key of ['defaultTrashService', 'defaultRecyclingService', 'defaultYardwasteService']) {
    const parsed = ZDefaultService.safeParse(setup[key]);
    if (!parsed.success || !(parsed.data.CM05_SIZE > 0)) continue;
    const service = parsed.data;
    services.push({
      serv: service.value,
      type: service.CM05_TYPE,
      size: service.CM05_SIZE,
      qty: Math.max(1, service.CM05_QTY),
      rate: service.CM05_RATE,
      day: service.SERVICE_DAY_OF_WEEK,
    });
  }
  return services;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Built-in back office only: loads the added address as a site of the portal's routing customer in
 * its source database, with the portal's default services. Retrying after a failure loads nothing
 * twice (the back office answers the site it has at that address).
 */
export async function loadAddedAddress(
  ctx: AppContext,
  id: string,
  staff: Pick<StaffSession, 'email'>,
): Promise<{ item: TAddedAddress; message: string }> {
  const load = ctx.ports.backOffice.loadSite;
  if (!load) throw new AppError('CONFLICT', MESSAGES.loadNotSupported);
  const row = await getAddedAddress(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.addressNotFound);
  if (row.loadedSite) throw new AppError('CONFLICT', MESSAGES.alreadyLoaded);
  const portal = row.defaultServicesId ? await getPortal(ctx.db, row.defaultServicesId) : null;
  const source = text(portal?.setup.defaultSourceDatabase);
  const cust = text(portal?.setup.defaultRoutingCustomerID);
  if (!portal || !source || !cust) throw new AppError('CONFLICT', MESSAGES.portalCannotLoad);

  const customer = (row.customerInfo ?? {}) as Record<string, unknown>;
  const name = [text(customer.firstName), text(customer.lastName)].filter(Boolean).join(' ');
  const site = await load.call(ctx.ports.backOffice, {
    source,
    cust,
    name: name || null,
    email: text(customer.email) || null,
    phone: phoneDigits(text(customer.phoneNumber)) || null,
    address: { street: row.street, city: row.city, state: row.state, zip: row.zip },
    startDate: ctx.now().toISOString().slice(0, 10),
    services: defaultServicesOf(portal.setup),
  });
  await ctx.db.transaction(async (tx) => {
    await markAddedAddressLoaded(tx, id, site, ctx.now());
    await recordAudit(ctx, tx, { actor: staff.email, action: 'load', id, before: null, after: site });
  });
  const item = await getAddedAddressWithPortal(ctx.db, id);
  return { item: item!, message: MESSAGES.addressLoaded };
}
