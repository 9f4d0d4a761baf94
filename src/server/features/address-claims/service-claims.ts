/**
 * Claims on held addresses (decision 006, issue 26 §1). An address never moves away from its holder
 * without a human decision or the holder's silence after being told:
 *
 * - openClaim (in the registration's submit transaction): the claimant's account exists without the
 *   address; the claim row keeps the claimant's address details, both proofs and the uploaded
 *   document; the holder is mailed and texted (their language) with a one-click objection link, the
 *   claimant is mailed; an audit row. A claim with strong proof over a weakly held address gets a
 *   `moves_after` (the portal's waiting period); any other waits for staff.
 * - decideClaim: staff approve or refuse, the holder objects ('objected'), or the waiting period ends
 *   unopposed ('moved', the job and the sweep). Approving or moving releases the holder's address and
 *   gives it to the claimant in one transaction, under the same site lock registration takes. Each
 *   decision drops the kept document, writes an audit row and mails both parties.
 * - the sweep (CLAIM_SWEEP_QUEUE, a pg-boss cron job) moves the unopposed claims that are due.
 *
 * What can overlap: two decisions on one claim (the row is locked; the second finds it decided and
 * gets 409, or does nothing in the sweep), a decision and a registration of the same address (the
 * site lock), two sweeps (same row lock).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { customerProfiles } from '../../db/schema';
import { AppError } from '../../errors';
import { equalHex, hashToken, randomToken } from '../../auth/crypto';
import { publicBase } from '../../auth/oidc/clients';
import { queueMail, queueSms } from '../../jobs/messaging';
import { emitWebhookEvent } from '../webhooks';
import {
  movesWhenUnopposed,
  proofStrength,
  type TAddressProof,
} from '../../../domain/registration/address-proof';
import type { TClaimItem, TClaimList, TClaimListQuery } from '../../../domain/registration/address-claims';
import { findSiteHolders, lockSite, releaseAddress, type SiteHolder } from '../registration/repository';
import {
  claimClaimantMail,
  claimHolderMail,
  claimHolderSms,
  claimOutcomeMail,
  type ClaimOutcome,
} from './claim-mails';
import {
  findClaim,
  findClaimPage,
  findDueClaimIds,
  findParties,
  findPortalWaitingDays,
  insertClaim,
  updateClaim,
  writeAudit,
  type ClaimRow,
  type PartyRow,
} from './repository';

/**
 * The durable job that moves unopposed claims whose waiting period is over: pg-boss enqueues it every
 * 5 minutes, once across all instances (a delayed job per claim would sit in the queue for a week,
 * and a sweep also catches a claim whose holder's proof changed meanwhile).
 */
export const CLAIM_SWEEP_QUEUE = 'address-claims-sweep';

export interface OpenClaimInput {
  site: { source: string; cust: string; site: string };
  address: { street: string; city: string; state: string; zip: string };
  claimant: { uid: string; proof: TAddressProof; email: string; firstName: string; language: string };
  selectedAddress: Record<string, unknown>;
  holder: SiteHolder;
  document: { data: Buffer; type: string; text: string; score: number } | null;
  portalId: string | null;
  now: Date;
}

export function objectionUrl(ctx: AppContext, claimId: string, token: string): string {
  return `${publicBase(ctx.config)}/api/address-claims/${encodeURIComponent(claimId)}/objection?token=${token}`;
}

/** Opens a claim inside the registration's transaction; answers its id and when it moves (or null). */
export async function openClaim(
  ctx: AppContext,
  tx: DbOrTx,
  input: OpenClaimInput,
): Promise<{ id: string; movesAfter: Date | null }> {
  const id = randomUUID();
  const token = randomToken();
  const days = (await findPortalWaitingDays(tx, input.portalId)) ?? ctx.config.ADDRESS_CLAIM_WAITING_DAYS;
  const movesAfter = movesWhenUnopposed(input.holder.addressProof, input.claimant.proof)
    ? new Date(input.now.getTime() + days * 86_400_000)
    : null;
  await insertClaim(tx, {
    id,
    status: 'open',
    source: input.site.source,
    cm04Cust: input.site.cust,
    cm04Site: input.site.site,
    address: input.address,
    claimantUid: input.claimant.uid,
    claimantProof: input.claimant.proof,
    selectedAddress: input.selectedAddress,
    holderUid: input.holder.uid,
    holderProof: input.holder.addressProof,
    documentData: input.document?.data ?? null,
    documentType: input.document?.type ?? null,
    documentText: input.document?.text ?? null,
    documentScore: input.document?.score ?? null,
    objectionTokenHash: hashToken(token),
    movesAfter,
    createdAt: input.now,
  });
  await writeAudit(tx, {
    at: input.now,
    actor: `customer:${input.claimant.uid}`,
    action: 'claim-opened',
    entityId: id,
    after: {
      holderUid: input.holder.uid,
      holderProof: input.holder.addressProof,
      claimantUid: input.claimant.uid,
      claimantProof: input.claimant.proof,
      site: input.site,
      movesAfter: movesAfter?.toISOString() ?? null,
    },
  });
  await emitWebhookEvent(ctx, tx, {
    type: 'address_claim.opened',
    data: {
      claimId: id,
      status: 'open',
      claimantUid: input.claimant.uid,
      holderUid: input.holder.uid,
      portalId: input.portalId,
      openedAt: input.now.toISOString(),
      movesAfter: movesAfter?.toISOString() ?? null,
    },
    contact: { email: input.claimant.email, firstName: input.claimant.firstName, address: input.address },
  });
  const url = objectionUrl(ctx, id, token);
  const where = { street: input.address.street, city: input.address.city };
  await queueMail(
    ctx,
    tx,
    claimHolderMail(ctx.config, input.holder, where, movesAfter, url),
    `claim:${id}:holder`,
  );
  if (input.holder.phoneType === 'Mobile' && input.holder.phoneNumber.trim() !== '') {
    await queueSms(ctx, tx, claimHolderSms(ctx.config, input.holder, where, url), `claim:${id}:holder-sms`);
  }
  await queueMail(
    ctx,
    tx,
    claimClaimantMail(ctx.config, input.claimant, where, movesAfter),
    `claim:${id}:claimant`,
  );
  return { id, movesAfter };
}

const alreadyDecided = () => new AppError('CONFLICT', 'This claim has already been decided.');

/** Gives the claimed address to the claimant: the holder(s) lose it (audit rows as before). */
async function moveAddress(tx: DbOrTx, claim: ClaimRow, proof: TAddressProof, now: Date): Promise<void> {
  const site = { source: claim.source, cust: claim.cm04Cust, site: claim.cm04Site };
  await lockSite(tx, site);
  for (const holder of await findSiteHolders(tx, site, true)) {
    if (holder.uid === claim.claimantUid) continue;
    await releaseAddress(tx, holder, { uid: claim.claimantUid, proof }, now);
  }
  const selected = claim.selectedAddress as {
    residenceType?: 'singleFamily' | 'multiFamily';
    aptUnit?: string;
  };
  await tx
    .update(customerProfiles)
    .set({
      source: claim.source,
      cm04Cust: claim.cm04Cust,
      cm04Site: claim.cm04Site,
      street: claim.address.street,
      city: claim.address.city,
      selectedAddress: claim.selectedAddress,
      residenceType: selected.residenceType ?? null,
      aptUnit: selected.aptUnit ? selected.aptUnit : null,
      addressProof: proof,
      addressReleasedAt: null,
      updatedAt: now,
    })
    .where(eq(customerProfiles.uid, claim.claimantUid));
}

export interface Decision {
  outcome: ClaimOutcome;
  /** 'staff:<id>', 'holder' or 'waiting-period'. */
  actor: string;
  note?: string;
}

/**
 * Decides an open claim (see the module comment). Answers false, and changes nothing, when the
 * claim is not open any more and `quiet` is set (the job and the sweep); otherwise that is a 409.
 */
export async function decideClaim(
  ctx: AppContext,
  claimId: string,
  decision: Decision,
  options: { quiet?: boolean } = {},
): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const claim = await findClaim(tx, claimId, true);
    if (!claim) throw new AppError('NOT_FOUND', 'No such claim.');
    if (claim.status !== 'open') {
      if (options.quiet) return false;
      throw alreadyDecided();
    }
    const claimantProof = claim.claimantProof as TAddressProof;
    if (decision.outcome === 'moved') {
      // only when due, and only while the holder still holds it weakly
      const parties = await findParties(tx, [claim.holderUid]);
      const holderProof = (parties.get(claim.holderUid)?.addressProof ?? null) as TAddressProof | null;
      if (!claim.movesAfter || claim.movesAfter > now) return false;
      if (!movesWhenUnopposed(holderProof, claimantProof)) {
        // the holder proved the address strongly meanwhile: staff decide
        await updateClaim(tx, claim.id, { movesAfter: null });
        return false;
      }
    }
    if (decision.outcome === 'approved' || decision.outcome === 'moved') {
      // staff who looked at a document-only claim are what makes it proof
      const proof = proofStrength(claimantProof) === 'strong' ? claimantProof : 'staff-approved';
      await moveAddress(tx, claim, proof, now);
    }
    await updateClaim(tx, claim.id, {
      status: decision.outcome,
      decidedAt: now,
      decidedBy: decision.actor,
      note: decision.note ? decision.note : null,
      // the document was kept for the claim only
      documentData: null,
    });
    await writeAudit(tx, {
      at: now,
      actor: decision.actor,
      action: `claim-${decision.outcome}`,
      entityId: claim.id,
      before: { status: 'open' },
      after: { status: decision.outcome, note: decision.note || null },
    });
    const parties = await findParties(tx, [claim.claimantUid, claim.holderUid]);
    const where = { street: claim.address.street, city: claim.address.city };
    for (const [party, uid] of [
      ['claimant', claim.claimantUid],
      ['holder', claim.holderUid],
    ] as const) {
      const to = parties.get(uid);
      if (!to) continue;
      await queueMail(
        ctx,
        tx,
        claimOutcomeMail(ctx.config, to, party, decision.outcome, where),
        `claim:${claim.id}:${decision.outcome}:${party}`,
      );
    }
    return true;
  });
}

/** The claim an objection link names, when its token is right: 'form' while it is open. */
export async function findClaimForObjection(ctx: AppContext, claimId: string, token: string) {
  const claim = await findClaim(ctx.db, claimId);
  if (
    !claim ||
    !/^[A-Za-z0-9_-]{20,200}$/.test(token) ||
    !equalHex(hashToken(token), claim.objectionTokenHash)
  ) {
    return { outcome: 'invalid' as const, claim: null };
  }
  return { outcome: claim.status === 'open' ? ('form' as const) : ('closed' as const), claim };
}

/** The holder's one-click objection: the claim is refused (as 'objected'). */
export async function objectToClaim(ctx: AppContext, claimId: string, token: string) {
  const found = await findClaimForObjection(ctx, claimId, token);
  if (found.outcome !== 'form') return found;
  const claim = found.claim;
  const done = await decideClaim(ctx, claimId, { outcome: 'objected', actor: 'holder' }, { quiet: true });
  return { outcome: done ? ('objected' as const) : ('closed' as const), claim };
}

/** Moves every open claim whose waiting period is over (the sweep); answers how many moved. */
export async function moveDueClaims(ctx: AppContext): Promise<number> {
  let moved = 0;
  for (const id of await findDueClaimIds(ctx.db, ctx.now())) {
    if (await decideClaim(ctx, id, { outcome: 'moved', actor: 'waiting-period' }, { quiet: true })) moved++;
  }
  return moved;
}

export function registerClaimJobs(ctx: AppContext): void {
  ctx.jobs.register<Record<string, never>>(
    CLAIM_SWEEP_QUEUE,
    async () => {
      await moveDueClaims(ctx);
    },
    { cron: '*/5 * * * *' },
  );
}

// ---------------------------------------------------------------- the staff queue

const partyOf = (row: PartyRow | undefined, uid: string, proof: string | null) => ({
  uid,
  name: row ? `${row.firstName} ${row.lastName}`.trim() : '',
  email: row?.email ?? '',
  phone: row?.phoneNumber ?? '',
  proof: (proof ?? null) as TAddressProof | null,
  proofStrength: proofStrength((proof ?? null) as TAddressProof | null),
  createdAt: row?.createdAt.toISOString() ?? null,
});

export async function findClaims(ctx: AppContext, query: TClaimListQuery): Promise<TClaimList> {
  const { total, rows } = await findClaimPage(ctx.db, query);
  const parties = await findParties(
    ctx.db,
    rows.flatMap((r) => [r.claimantUid, r.holderUid]),
  );
  return {
    total,
    items: rows.map((r): TClaimItem => ({
      id: r.id,
      status: r.status,
      address: r.address,
      claimant: partyOf(parties.get(r.claimantUid), r.claimantUid, r.claimantProof),
      // the holder's proof as it was when the claim opened
      holder: partyOf(parties.get(r.holderUid), r.holderUid, r.holderProof),
      hasDocument: r.hasDocument,
      documentType: r.documentType,
      ocrText: r.documentText,
      matchScore: r.documentScore,
      movesAfter: r.movesAfter?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decidedBy: r.decidedBy,
      note: r.note,
    })),
  };
}

export async function getClaimDocument(ctx: AppContext, id: string) {
  const claim = await findClaim(ctx.db, id);
  if (!claim || !claim.documentData || !claim.documentType) {
    throw new AppError('NOT_FOUND', 'This claim has no document.');
  }
  return { data: claim.documentData, type: claim.documentType };
}
