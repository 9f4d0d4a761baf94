/**
 * The reminder run (issue 14): every evening, at each portal's reminder time, the customers who
 * asked for reminders get the evening-before reminder of tomorrow's pickup and the notice of a pickup
 * a holiday moves within the week (src/domain/pickup-reminders). Two durable queues:
 *
 * - `pickup-reminder-sweep` runs every 5 minutes (a pg-boss schedule: once per tick across every
 *   server). For each portal whose clock has passed its reminder time it inserts the evening's
 *   reminder_runs row and, in the same transaction, queues the run's first batch. The row's key
 *   (portal, local date) makes that happen once an evening, however many servers sweep.
 * - `pickup-reminder-batch` takes the next REMINDER_BATCH_SIZE customers of the portal with a
 *   reminder on (in uid order after the previous batch's last), works out what is due for each, and
 *   in one transaction records each reminder in reminder_sends (key: customer, kind, pickup day,
 *   channel) and queues the mail or text of each row that was new (one insert per queue). A job
 *   runs batch after batch for up to a third of JOB_TIMEOUT_SECONDS, then queues the job of the
 *   next. A retried job, a restart mid-run or a second server finds the rows and queues nothing twice.
 *
 * Texts wait out the quiet hours (21:00–08:00 on the portal's clock); an evening-before text that
 * would then arrive on the pickup day is not sent (the e-mail still is).
 */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { addDays, zonedNow, type ZonedNow } from '../../../domain/pickup-calendar/calendar-days';
import { findDueReminders, type DueReminder } from '../../../domain/pickup-reminders/due-reminders';
import { renderPickupReminder } from '../../../domain/pickup-reminders/reminder-message';
import type { ReminderChannel } from '../../../domain/pickup-reminders/reminder-preferences';
import {
  minutesUntilQuietHoursEnd,
  quietHoursReachNextDay,
} from '../../../domain/pickup-reminders/sms-quiet-hours';
import { toE164 } from '../../../domain/registration/phone';
import { publicBase } from '../../auth/oidc/clients';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import {
  customerProfiles,
  portalSetups,
  reminderPreferences,
  reminderRuns,
  reminderSends,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { BulkJob } from '../../jobs/jobs';
import { MAIL_QUEUE, SMS_QUEUE } from '../../jobs/messaging';
import { oneClickUnsubscribeHeaders } from '../../ports/mail/list-unsubscribe';
import { checkMailHeaders } from '../../ports/mail/mail-headers';
import type { MailMessage } from '../../ports/mail/mail-port';
import type { SmsMessage } from '../../ports/sms/sms-port';
import { messageLanguageOf } from '../../../domain/messages';
import type { TCustomerServiceRecord } from '../../../domain/back-office';
import type { TPickupDayView } from '../../../domain/pickup-calendar/pickups-api';
import {
  buildPickupsResponse,
  loadCustomerCalendar,
  residentialServices,
  type CustomerCalendarInput,
} from '../pickup-calendar/pickup-calendar-service';
import { pickupCalendarOf } from '../pickup-calendar/pickup-calendar-settings';
import { readSetupText, serviceSiteOf } from '../services/services-repository';
import { CUSTOMER_CONTACT_COLUMNS, noticeChannels } from '../service-requests/status-notices';
import { reminderOneClickUrl, reminderUnsubscribePageUrl } from './reminder-unsubscribe';

export const REMINDER_SWEEP_QUEUE = 'pickup-reminder-sweep';
export const REMINDER_BATCH_QUEUE = 'pickup-reminder-batch';
/**
 * Customers per batch; a batch's sends and their messages are written in one transaction. Large
 * enough that its fixed costs (the recipients read, the sends insert, one jobs insert per queue, the
 * commit) are small beside the per-customer ones; a batch takes about a second.
 */
export const REMINDER_BATCH_SIZE = 1000;
/** Back-office reads a batch has in flight at once (one per distinct site). */
const LOOKUPS_AT_ONCE = 8;
/** Tries of a batch that fails on the back office before it skips the customers it could not read. */
const BATCH_TRIES_BEFORE_SKIPPING = 3;

export interface BatchOutcome {
  queued: number;
  customers: number;
  /** Customers whose pickups could not be read (on a batch's last tries). */
  skipped: number;
  /** Where the next batch starts; null when this one was the run's last. */
  nextAfterUid: string | null;
}

export interface ReminderBatch {
  portalId: string;
  /** The portal's local date of the run's evening. */
  runDate: string;
  /** The instant the run is for (ISO); every batch of the run computes with it. */
  at: string;
  /** The last uid of the previous batch ('' for the first). */
  afterUid: string;
}

const setupText = sql<string>`${portalSetups.setup}::text`;

async function findPortal(db: DbOrTx, portalId?: string) {
  return db
    .select({
      id: portalSetups.id,
      isDefault: portalSetups.isDefault,
      portalType: portalSetups.portalType,
      setup: setupText,
    })
    .from(portalSetups)
    .where(portalId === undefined ? undefined : eq(portalSetups.id, portalId));
}

/**
 * Starts the evening's run of each portal whose reminder time has passed at `at` and has not run
 * that evening. Answers the portals started.
 */
export async function sweepPickupReminders(ctx: AppContext, at: Date = ctx.now()): Promise<string[]> {
  const started: string[] = [];
  for (const portal of await findPortal(ctx.db)) {
    const setup = readSetupText(portal.setup);
    if (!setup) continue;
    const settings = pickupCalendarOf(setup, at);
    const local = zonedNow(at, settings.timeZone);
    if (local.time < settings.reminderTime) continue;
    await ctx.db.transaction(async (tx) => {
      const [run] = await tx
        .insert(reminderRuns)
        .values({ portalId: portal.id, runDate: local.date, startedAt: at })
        .onConflictDoNothing()
        .returning({ portalId: reminderRuns.portalId });
      if (!run) return;
      await queueBatch(ctx, tx, {
        portalId: portal.id,
        runDate: local.date,
        at: at.toISOString(),
        afterUid: '',
      });
      started.push(portal.id);
    });
  }
  return started;
}

function queueBatch(ctx: AppContext, tx: DbOrTx, batch: ReminderBatch) {
  return ctx.jobs.enqueue<ReminderBatch>(tx, REMINDER_BATCH_QUEUE, batch, {
    idempotencyKey: `reminder-batch:${batch.portalId}:${batch.runDate}:${batch.at}:${batch.afterUid}`,
  });
}

interface PlannedSend {
  uid: string;
  kind: DueReminder['kind'];
  pickupDate: string;
  channel: ReminderChannel;
  /** The job's payload (mail or text) and when it may start; its idempotency key is the send key. */
  message: MailMessage | SmsMessage;
  startAfterSeconds?: number;
}

const sendKey = (s: Pick<PlannedSend, 'uid' | 'kind' | 'pickupDate' | 'channel'>) =>
  `reminder:${s.kind}:${s.pickupDate}:${s.uid}:${s.channel}`;

type Recipient = Awaited<ReturnType<typeof findRecipients>>[number];

function findRecipients(
  db: DbOrTx,
  portal: { id: string; isDefault: boolean; portalType: string },
  afterUid: string,
) {
  // A profile without a portal reads the default residential one (findServicesCustomer does the same).
  const ofPortal =
    portal.isDefault && portal.portalType === 'residential'
      ? or(eq(customerProfiles.defaultServicesId, portal.id), isNull(customerProfiles.defaultServicesId))
      : eq(customerProfiles.defaultServicesId, portal.id);
  const p = reminderPreferences;
  return db
    .select({
      uid: p.uid,
      eveningMail: p.eveningMail,
      eveningSms: p.eveningSms,
      holidayMail: p.holidayMail,
      holidaySms: p.holidaySms,
      // the profile's language, the customer's latest (reminder_preferences.language keeps the one of
      // the last save, which a later change in the translate menu would otherwise not reach)
      language: customerProfiles.language,
      ...CUSTOMER_CONTACT_COLUMNS,
      // where the customer's services are (what findServicesCustomer reads, in the same query)
      entryType: customerProfiles.entryType,
      cm04Cust: customerProfiles.cm04Cust,
      cm04Site: customerProfiles.cm04Site,
      source: customerProfiles.source,
      selectedAddress: customerProfiles.selectedAddress,
    })
    .from(p)
    .innerJoin(customerProfiles, eq(customerProfiles.uid, p.uid))
    .where(
      and(
        gt(p.uid, afterUid),
        sql`(${p.eveningMail} or ${p.eveningSms} or ${p.holidayMail} or ${p.holidaySms})`,
        ofPortal,
      ),
    )
    .orderBy(asc(p.uid))
    .limit(REMINDER_BATCH_SIZE);
}

/**
 * What a batch works out once for all its customers: the portal's calendar settings and day at the
 * run's instant, the back office's records of each site (one read per distinct site), and the pickup
 * days of each distinct set of services (the same services give the same days).
 */
interface BatchCalendar {
  input: Omit<CustomerCalendarInput, 'services' | 'truncated'>;
  setup: NonNullable<ReturnType<typeof readSetupText>>;
  sites: Map<string, Promise<TCustomerServiceRecord[]>>;
  days: Map<string, TPickupDayView[]>;
}

function daysOf(cal: BatchCalendar, batch: ReminderBatch, input: CustomerCalendarInput, memo: boolean) {
  const key = memo ? JSON.stringify(input.services) : null;
  const known = key === null ? undefined : cal.days.get(key);
  if (known) return known;
  const { days } = buildPickupsResponse(input, { from: batch.runDate, until: addDays(batch.runDate, 8) });
  if (key !== null) cal.days.set(key, days);
  return days;
}

/** The reminders one customer is due, with what to queue for each; null when their pickups could not be read. */
async function planCustomer(
  ctx: AppContext,
  batch: ReminderBatch,
  local: ZonedNow,
  cal: BatchCalendar,
  recipient: Recipient,
): Promise<PlannedSend[] | null> {
  const allowed = noticeChannels(recipient);
  const wants = {
    evening: { mail: recipient.eveningMail && allowed.mail, sms: recipient.eveningSms && allowed.sms },
    holiday: { mail: recipient.holidayMail && allowed.mail, sms: recipient.holidaySms && allowed.sms },
  };
  if (!Object.values(wants).some((w) => w.mail || w.sms)) return [];

  const at = new Date(batch.at);
  let days;
  try {
    if (recipient.entryType === 'EnterpriseCustomerProfile') {
      days = daysOf(cal, batch, await loadCustomerCalendar(ctx, recipient.uid, at), false);
    } else {
      // a residential customer: their portal's setup (the batch's) and their site's records
      const site = serviceSiteOf(recipient);
      let records: TCustomerServiceRecord[] = [];
      if (site) {
        const key = JSON.stringify([site.source, site.customer, site.site]);
        let read = cal.sites.get(key);
        if (!read) {
          read = ctx.ports.backOffice.findCustomerServices(site);
          cal.sites.set(key, read);
        }
        records = await read;
      }
      const services = residentialServices(cal.setup, records, cal.input.today, cal.input.settings);
      days = daysOf(cal, batch, { ...cal.input, services, truncated: false }, true);
    }
  } catch (error) {
    // a profile gone or without a portal since the batch read it: nothing to remind
    if (error instanceof AppError) return [];
    return null;
  }

  const base = publicBase(ctx.config);
  const planned: PlannedSend[] = [];
  for (const reminder of findDueReminders(days, batch.runDate)) {
    const message = renderPickupReminder({
      language: messageLanguageOf(recipient.language),
      kind: reminder.kind,
      companyName: ctx.config.COMPANY_NAME,
      firstName: recipient.firstName,
      day: reminder.day,
      calendarUrl: `${base}/Services/calendar`,
      myAccountUrl: `${base}/my-account`,
      unsubscribeUrl: reminderUnsubscribePageUrl(ctx, recipient.uid),
    });
    const key = { uid: recipient.uid, kind: reminder.kind, pickupDate: reminder.day.originalDate };
    if (wants[reminder.kind].mail) {
      const headers = oneClickUnsubscribeHeaders(reminderOneClickUrl(ctx, recipient.uid));
      // checked now, as queueMail does, so an unsafe header fails the batch rather than the mail job
      checkMailHeaders(headers);
      planned.push({
        ...key,
        channel: 'mail',
        message: {
          to: recipient.email,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers,
        },
      });
    }
    if (wants[reminder.kind].sms && !(reminder.kind === 'evening' && quietHoursReachNextDay(local.time))) {
      const waitMinutes = minutesUntilQuietHoursEnd(local.time);
      planned.push({
        ...key,
        channel: 'sms',
        message: { to: toE164(recipient.phoneNumber), text: message.sms },
        ...(waitMinutes > 0 ? { startAfterSeconds: waitMinutes * 60 } : {}),
      });
    }
  }
  return planned;
}

/**
 * One batch of a run (see the file comment). Answers how many reminders it queued. `retryCount` is
 * the job's: a batch whose back-office reads fail is retried whole, and on its last tries skips the
 * customers it cannot read rather than holding up everyone after them.
 */
export async function runPickupReminderBatch(
  ctx: AppContext,
  batch: ReminderBatch,
  options: { retryCount?: number; queueNext?: boolean } = {},
): Promise<BatchOutcome> {
  const { retryCount = 0, queueNext = true } = options;
  const [portal] = await findPortal(ctx.db, batch.portalId);
  const setup = portal ? readSetupText(portal.setup) : null;
  if (!portal || !setup) return { queued: 0, customers: 0, skipped: 0, nextAfterUid: null };
  // the portal's clock at the run's instant: quiet hours for texts, and the calendar's "today"
  const at = new Date(batch.at);
  const settings = pickupCalendarOf(setup, at);
  const local = zonedNow(at, settings.timeZone);
  const cal: BatchCalendar = {
    input: { settings, today: local.date },
    setup,
    sites: new Map(),
    days: new Map(),
  };

  const recipients = await findRecipients(ctx.db, portal, batch.afterUid);
  const plans: (PlannedSend[] | null)[] = new Array(recipients.length);
  // LOOKUPS_AT_ONCE runners over the batch's customers, in order (a slow read holds up one runner)
  let next = 0;
  const runner = async () => {
    while (next < recipients.length) {
      const i = next++;
      plans[i] = await planCustomer(ctx, batch, local, cal, recipients[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUPS_AT_ONCE, recipients.length) }, runner));
  const planned: PlannedSend[] = [];
  let skipped = 0;
  for (const plan of plans) {
    if (plan) planned.push(...plan);
    else skipped += 1;
  }
  if (skipped > 0 && retryCount < BATCH_TRIES_BEFORE_SKIPPING - 1) {
    throw new Error(`the back office could not be read for ${skipped} customers of this batch`);
  }

  let queued = 0;
  const last = recipients.length === REMINDER_BATCH_SIZE ? recipients.at(-1) : undefined;
  await ctx.db.transaction(async (tx) => {
    if (planned.length > 0) {
      const inserted = await tx
        .insert(reminderSends)
        .values(
          planned.map(({ uid, kind, pickupDate, channel }) => ({
            uid,
            kind,
            pickupDate,
            channel,
            createdAt: ctx.now(),
          })),
        )
        .onConflictDoNothing()
        .returning({
          uid: reminderSends.uid,
          kind: reminderSends.kind,
          pickupDate: reminderSends.pickupDate,
          channel: reminderSends.channel,
        });
      // the jobs of the rows that were new, in one insert per queue; a job's key is its send key
      const fresh = new Set(inserted.map(sendKey));
      const jobs: Record<ReminderChannel, BulkJob<MailMessage | SmsMessage>[]> = { mail: [], sms: [] };
      for (const send of planned) {
        const key = sendKey(send);
        if (!fresh.has(key)) continue;
        jobs[send.channel].push({
          payload: send.message,
          idempotencyKey: key,
          ...(send.startAfterSeconds ? { startAfterSeconds: send.startAfterSeconds } : {}),
        });
        queued += 1;
      }
      // the rows just inserted are the proof that these keys were never queued (see enqueueMany)
      await ctx.jobs.enqueueMany(tx, MAIL_QUEUE, jobs.mail, { keysAreNew: true });
      await ctx.jobs.enqueueMany(tx, SMS_QUEUE, jobs.sms, { keysAreNew: true });
    }
    if (last) {
      if (queueNext) await queueBatch(ctx, tx, { ...batch, afterUid: last.uid });
    } else {
      await tx
        .update(reminderRuns)
        .set({ finishedAt: ctx.now() })
        .where(and(eq(reminderRuns.portalId, batch.portalId), eq(reminderRuns.runDate, batch.runDate)));
    }
  });
  return { queued, customers: recipients.length, skipped, nextAfterUid: last?.uid ?? null };
}

/**
 * Demo mode's "move the clock" (POST /api/reminders/demo-run): the reminder run of the customer's
 * portal as of `at`, batch after batch in this request, whatever runs that evening already had. What
 * was sent before is still not sent again (reminder_sends).
 */
export async function runRemindersForCustomerPortal(
  ctx: AppContext,
  uid: string,
  at: Date,
): Promise<{ queued: number; customers: number }> {
  const [profile] = await ctx.db
    .select({ portalId: customerProfiles.defaultServicesId })
    .from(customerProfiles)
    .where(eq(customerProfiles.uid, uid))
    .limit(1);
  const portals = await findPortal(ctx.db, profile?.portalId ?? undefined);
  const portal = profile?.portalId
    ? portals[0]
    : portals.find((p) => p.isDefault && p.portalType === 'residential');
  const setup = portal ? readSetupText(portal.setup) : null;
  if (!portal || !setup) throw new AppError('NOT_FOUND', 'No portal is set up for this account.');
  const runDate = zonedNow(at, pickupCalendarOf(setup, at).timeZone).date;
  const total = { queued: 0, customers: 0 };
  let afterUid: string | null = '';
  while (afterUid !== null) {
    const outcome: BatchOutcome = await runPickupReminderBatch(
      ctx,
      { portalId: portal.id, runDate, at: at.toISOString(), afterUid },
      { retryCount: BATCH_TRIES_BEFORE_SKIPPING, queueNext: false },
    );
    total.queued += outcome.queued;
    total.customers += outcome.customers;
    afterUid = outcome.nextAfterUid;
  }
  return total;
}

export function registerPickupReminderJobs(ctx: AppContext): void {
  ctx.jobs.register(REMINDER_SWEEP_QUEUE, async () => void (await sweepPickupReminders(ctx)), {
    cron: '*/5 * * * *',
  });
  // A job runs batch after batch for up to a third of its time limit, then queues the job of the
  // batch it stopped at: a worker looks for a new job only every polling interval, so one job per
  // batch would leave the run waiting that long after each batch. Each batch still commits its own
  // sends with their messages; a job cut off (a crash, a failed read) is retried from its first batch,
  // whose sends are recorded and so are not queued again.
  const budgetMs = (ctx.config.JOB_TIMEOUT_SECONDS * 1000) / 3;
  ctx.jobs.register<ReminderBatch>(REMINDER_BATCH_QUEUE, async (batch, job) => {
    const started = Date.now();
    let current = batch;
    for (;;) {
      const outcome = await runPickupReminderBatch(ctx, current, {
        retryCount: job.retryCount,
        queueNext: false,
      });
      if (outcome.nextAfterUid === null) return;
      current = { ...current, afterUid: outcome.nextAfterUid };
      if (Date.now() - started >= budgetMs) {
        await queueBatch(ctx, ctx.db, current);
        return;
      }
    }
  });
}
