/**
 * Telling customers about a collection exception at once (issue 32 §1): by their chosen channels, in
 * their language, once per site, service, day, customer and channel, with what to do next. Called in
 * the transaction that applied the events (applyAndTellRouteEvents), with the site rows that changed,
 * so a rolled-back apply tells nobody.
 *
 * Once: each notice first claims its row in collection_exception_notices (insert … on conflict do
 * nothing returning) and is queued only when the row is new, in the same transaction. The same event
 * again, the poll re-reading a page after a crash, or the crew changing the reason later (cart not
 * out, then blocked) tells nobody twice about that pickup.
 *
 * Whom and how, as the status notices (service-requests/status-notices.ts): every profile at the site
 * (a source with or without _RAW is the same database) that still holds the address; nobody with
 * notifications off (optInNotifications); not on a channel turned off for status updates in My
 * Account (reminder_preferences.status_mail / status_sms, which the mail's stop link also turns off);
 * text only to a mobile, e-mail otherwise. The portal's own text for the reason and language
 * (setup.collectionDay.exceptionTexts) replaces the shipped next step.
 *
 * When: only about exceptions recorded lately (NOTICE_MAX_AGE_DAYS) about a pickup of the last week
 * (NOTICE_MAX_PICKUP_AGE_DAYS). A back office connected for the first time, or a poll catching up after
 * a long outage, brings old events: they update the cards and the calendar, but a notice about a
 * week-old pickup ("we will come back tomorrow") would mislead. An exception staff record today about
 * the pickup of a few days ago is told: it is news to the customer.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { portalExceptionText, renderExceptionNotice } from '../../../domain/collection-day/exception-notice';
import { messageLanguageOf } from '../../../domain/messages';
import { toE164 } from '../../../domain/registration/phone';
import type { AppContext } from '../../app-context';
import { publicBase } from '../../auth/oidc/clients';
import type { DbOrTx } from '../../db/client';
import {
  collectionExceptionNotices,
  customerProfiles,
  portalSetups,
  reminderPreferences,
} from '../../db/schema';
import { queueMail, queueSms } from '../../jobs/messaging';
import { sourceVariants } from '../../ports/back-office/back-office-port';
import {
  NOTICE_RECIPIENT_COLUMNS,
  statusNoticeChannels,
  unsubscribeUrl,
} from '../service-requests/status-notices';
import { readSetupText } from '../services/services-repository';
import type { CollectionSiteEventRow } from './route-events-store';

/** Exceptions recorded (their time) more than this many days ago are applied without a notice. */
export const NOTICE_MAX_AGE_DAYS = 2;
/** …and so are exceptions about a pickup day more than this many days back. */
export const NOTICE_MAX_PICKUP_AGE_DAYS = 7;

const DAY_MS = 86_400_000;

/** Whether an exception is news worth a notice at `now` (see "When" above). */
export function isRecentException(row: Pick<CollectionSiteEventRow, 'at' | 'day'>, now: Date): boolean {
  const oldestPickupDay = new Date(now.getTime() - NOTICE_MAX_PICKUP_AGE_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return row.at.getTime() >= now.getTime() - NOTICE_MAX_AGE_DAYS * DAY_MS && row.day >= oldestPickupDay;
}

/** The customers to tell about one site's exception, with their choices and their portal's setup. */
function profilesAtSite(tx: DbOrTx, row: CollectionSiteEventRow) {
  return tx
    .select({
      uid: customerProfiles.uid,
      ...NOTICE_RECIPIENT_COLUMNS,
      setup: sql<string | null>`${portalSetups.setup}::text`,
    })
    .from(customerProfiles)
    .leftJoin(reminderPreferences, eq(reminderPreferences.uid, customerProfiles.uid))
    .leftJoin(portalSetups, eq(portalSetups.id, customerProfiles.defaultServicesId))
    .where(
      and(
        inArray(customerProfiles.source, sourceVariants(row.source)),
        eq(customerProfiles.cm04Cust, row.customer),
        eq(customerProfiles.cm04Site, row.site),
        isNull(customerProfiles.addressReleasedAt),
      ),
    );
}

/** Claims the notice's ledger row; true when it is new (nobody was told on this channel yet). */
async function claimNotice(
  tx: DbOrTx,
  row: CollectionSiteEventRow,
  uid: string,
  channel: 'mail' | 'sms',
): Promise<boolean> {
  const claimed = await tx
    .insert(collectionExceptionNotices)
    .values({
      source: row.source,
      customer: row.customer,
      site: row.site,
      serviceType: row.serviceType,
      day: row.day,
      uid,
      channel,
    })
    .onConflictDoNothing()
    .returning({ uid: collectionExceptionNotices.uid });
  return claimed.length > 0;
}

/** Queues the notices of the changed rows' new exceptions in `tx`; answers how many were queued. */
export async function queueExceptionNotices(
  ctx: AppContext,
  tx: DbOrTx,
  changed: readonly CollectionSiteEventRow[],
): Promise<number> {
  let queued = 0;
  const now = ctx.now();
  for (const row of changed) {
    if (row.outcome !== 'not-collected' || !row.reason || !isRecentException(row, now)) continue;
    for (const profile of await profilesAtSite(tx, row)) {
      const channels = statusNoticeChannels(profile);
      if (!channels.mail && !channels.sms) continue;
      const setup = profile.setup ? readSetupText(profile.setup) : null;
      const language = messageLanguageOf(profile.language);
      const contact = setup?.displayOptions.contactInfo;
      const notice = renderExceptionNotice({
        language,
        companyName: ctx.config.COMPANY_NAME,
        firstName: profile.firstName,
        serviceType: row.serviceType,
        day: row.day,
        reason: row.reason,
        note: row.note,
        photoRef: row.photoRef,
        portalText: portalExceptionText(setup?.collectionDay, row.reason, language),
        servicesUrl: `${publicBase(ctx.config)}/Services`,
        unsubscribeUrl: unsubscribeUrl(ctx, profile.uid),
        contact: {
          phone: contact?.phoneDisplay || ctx.config.COMPANY_PHONE_DISPLAY,
          email: contact?.email || ctx.config.COMPANY_EMAIL,
        },
      });
      const key = `exception-notice:${[row.source, row.customer, row.site, row.serviceType, row.day, profile.uid].join(':')}`;
      if (channels.mail && (await claimNotice(tx, row, profile.uid, 'mail'))) {
        await queueMail(
          ctx,
          tx,
          { to: profile.email, subject: notice.subject, text: notice.text, html: notice.html },
          `${key}:mail`,
        );
        queued += 1;
      }
      if (channels.sms && (await claimNotice(tx, row, profile.uid, 'sms'))) {
        await queueSms(ctx, tx, { to: toE164(profile.phoneNumber), text: notice.sms }, `${key}:sms`);
        queued += 1;
      }
    }
  }
  return queued;
}
