/**
 * The undelivered-cart wizard's operations (spec 03 §2.14, §4, §5, §7): the portals, the ZIP lookup,
 * the existence check, address suggestions, the agents, and the issue itself.
 *
 * The issue goes through the same outbox as customers' tickets (services/issue-outbox.ts, kind
 * `undelivered-cart`): the service_requests row and its create-issue job are one transaction, so the
 * complaint is never lost, the tickets desk lists it, and a retry never files it twice. The row's uid
 * names the staff user (`staff:<e-mail>`), which no customer profile has, so no customer mail, status
 * notice or My Requests entry comes of it; its confirmation has no recipient and sends no mail.
 */
import type { StaffSession } from '../../auth/sessions';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import {
  ADDRESS_TOOLS_MESSAGES as MESSAGES,
  MAX_SUGGESTIONS,
  isSameAddress,
  type TAddressCheckResult,
  type TAddressSuggestions,
  type TStreetAddress,
  type TUndeliveredCartIssueRequest,
  type TUndeliveredCartIssueResult,
} from '../../../domain/address-tools/address-tools';
import { buildUndeliveredCartIssue } from '../../../domain/address-tools/undelivered-cart-issue';
import type { TAddressLookupResult, TAgent } from '../../../domain/back-office';
import { requestReference } from '../../../domain/service-requests/reference';
import type { TConfirmationContent } from '../services/confirmation-mail';
import { fileServiceRequestNow, queueServiceRequest } from '../services/issue-outbox';
import { getServiceRequest } from '../services/services-repository';
import { findAddedAddressAt, getPortal } from './address-tools-repository';

export const UNDELIVERED_CART_KIND = 'undelivered-cart';

/** How the timeline, the ticket and the added addresses name a staff user. */
export function staffName(staff: Pick<StaffSession, 'name' | 'email'>): string {
  return staff.name.trim() || staff.email;
}

export async function requirePortal(ctx: AppContext, portalId: string) {
  const portal = await getPortal(ctx.db, portalId);
  if (!portal) throw new AppError('NOT_FOUND', MESSAGES.portalNotFound);
  return portal;
}

/** At most 10 suggestions in the portal's ZIP codes, from the configured autocomplete. */
export async function suggestAddresses(
  ctx: AppContext,
  query: { portalId: string; search: string },
): Promise<TAddressSuggestions> {
  const portal = await requirePortal(ctx, query.portalId);
  const port = ctx.ports.addressAutocomplete;
  const items = await port.suggest({ search: query.search, zipCodes: portal.zipCodes, max: MAX_SUGGESTIONS });
  return { items: items.slice(0, MAX_SUGGESTIONS), source: port.adapter };
}

/** The back office's answer, or its failure with the wizard's message (the cause kept in details). */
async function askBackOffice<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError && error.code === 'BACK_OFFICE_UNAVAILABLE')
      throw new AppError('BACK_OFFICE_UNAVAILABLE', message, { cause: error.message, ...error.details });
    throw error;
  }
}

export async function lookupZip(ctx: AppContext, zip: string): Promise<{ items: TAddressLookupResult[] }> {
  const items = await askBackOffice(MESSAGES.verifyFailed, () =>
    ctx.ports.backOffice.findAddressesByZip(zip),
  );
  return { items };
}

/**
 * Whether the back office has this address (street, city and state case-insensitive, ZIP exact), with
 * its site when it does, and whether staff added it before.
 */
export async function checkAddress(ctx: AppContext, address: TStreetAddress): Promise<TAddressCheckResult> {
  const sites = await askBackOffice(MESSAGES.verifyFailed, () =>
    ctx.ports.backOffice.findAddressesByZip(address.zip),
  );
  const site = sites.find((s) =>
    isSameAddress(address, { street: s.CM04_ADD2, city: s.CM04_CITY, state: s.CM04_STAT, zip: s.CM04_PZIP }),
  );
  const added = await findAddedAddressAt(ctx.db, address);
  return {
    exists: Boolean(site),
    address: site ?? null,
    addedAddress: added ? { id: added.id, createdAt: added.createdAt.toISOString() } : null,
  };
}

/** The back office's agents, sorted by full name. */
export async function listAgents(ctx: AppContext): Promise<{ items: TAgent[] }> {
  const agents = await askBackOffice(MESSAGES.agentsFailed, () => ctx.ports.backOffice.listAgents());
  return {
    items: [...agents].sort(
      (a, b) => a['Full Name'].localeCompare(b['Full Name']) || a.Username.localeCompare(b.Username),
    ),
  };
}

/** "Why it did not file at once", from the row's last error ("AppError: No issue ID …" → the message). */
function problemOf(lastError: string | null): string | null {
  if (!lastError) return null;
  return lastError.replace(/^[A-Za-z]*Error: /, '').slice(0, 300);
}

/**
 * Files the complaint through the tickets outbox and tries to file it at once (3 s). 201 filed with
 * the IssueID, or 202 queued (the job keeps trying; `problem` says why it did not work at once, e.g.
 * "No issue ID returned from server").
 */
export async function createUndeliveredCartIssue(
  ctx: AppContext,
  body: TUndeliveredCartIssueRequest,
  staff: Pick<StaffSession, 'name' | 'email'>,
): Promise<TUndeliveredCartIssueResult> {
  await requirePortal(ctx, body.portalId);
  const site = body.address;
  const exists = await ctx.ports.backOffice
    .siteExists({ source: site.SOURCE, cust: site.CM04_CUST, site: site.CM04_SITE })
    // a back office that cannot answer now gets the ticket later through the outbox
    .catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'BACK_OFFICE_UNAVAILABLE') return true;
      throw error;
    });
  if (!exists) throw new AppError('UNPROCESSABLE', MESSAGES.siteNotInBackOffice);

  const by = staffName(staff);
  const payload = buildUndeliveredCartIssue(
    {
      address: site,
      subject: body.subject,
      description: body.description,
      agent: body.agent,
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      staffName: by,
    },
    ctx.now(),
  );
  const address = `${site.CM04_ADD2}, ${site.CM04_CITY}, ${site.CM04_STAT} ${site.CM04_PZIP}`;
  const confirmation = {
    // no customer mail: an empty `to` (see issue-outbox); the desk reads the customer and address here
    kind: UNDELIVERED_CART_KIND,
    to: '',
    companyName: ctx.config.COMPANY_NAME,
    customer: {
      name: body.contactName ?? '',
      email: '',
      phone: body.contactPhone ?? '',
      address,
      account: `Customer ${site.CM04_CUST}, site ${site.CM04_SITE}`,
    },
    details: [
      { label: 'Subject', value: payload.SC01.SC01_PROB },
      { label: 'Description', value: payload.SC01.SC01_CMNT },
      { label: 'Agent', value: payload.SC01.SC01_UAGN },
      { label: 'Filed by', value: by },
    ],
    change: null,
    contact: { phone: ctx.config.COMPANY_PHONE_DISPLAY, email: ctx.config.COMPANY_EMAIL },
  } as unknown as TConfirmationContent;

  const queued = await ctx.db.transaction((tx) =>
    queueServiceRequest(ctx, tx, {
      uid: `staff:${staff.email.trim().toLowerCase()}`,
      kind: UNDELIVERED_CART_KIND,
      serviceType: null,
      payload,
      confirmation,
      clientKey: body.clientKey ?? null,
      portalId: body.portalId,
      receivedBy: by,
    }),
  );
  const reference = requestReference(queued.id);
  if (!queued.duplicate) {
    const now = await fileServiceRequestNow(ctx, queued.id);
    if (now.status === 'filed')
      return {
        id: queued.id,
        reference,
        status: 'filed',
        issueId: now.issueId,
        message: MESSAGES.issueFiled,
        problem: null,
      };
  }
  const row = await getServiceRequest(ctx.db, queued.id);
  if (row?.status === 'filed' && row.issueId)
    return {
      id: queued.id,
      reference,
      status: 'filed',
      issueId: row.issueId,
      message: MESSAGES.issueFiled,
      problem: null,
    };
  return {
    id: queued.id,
    reference,
    status: 'queued',
    issueId: null,
    message: MESSAGES.issueQueued,
    problem: problemOf(row?.lastError ?? null),
  };
}
