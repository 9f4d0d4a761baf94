/**
 * Mail and SMS as durable jobs: queue them in the transaction of the change that causes them.
 *
 * Codes and reset links are waited for by someone looking at a form, so they have a queue of their own
 * (`mail-send-urgent`) with its own workers: however many confirmation mails are queued in `mail-send`
 * (a burst of service requests, a slow mail server), a code is taken within one polling interval.
 * A priority inside one queue would not do: it orders fetches, but the workers could all be busy with
 * slow bulk mails. SMS carries codes and the occasional ticket status text (one per status change of a
 * customer's ticket), so its queue stays short and is urgent already.
 *
 * A text to a number that replied STOP (sms_opt_outs) is dropped by the job, not by whoever queued
 * it: one primary-key read just before sending, so a STOP also stops the texts already queued. A mail's
 * extra headers are checked when it is queued, so a CR/LF fails the caller at once rather than the job.
 */
import type { AppContext } from '../app-context';
import type { DbOrTx } from '../db/client';
import { checkMailHeaders } from '../ports/mail/mail-headers';
import type { MailMessage } from '../ports/mail/mail-port';
import { isSmsOptedOut } from '../ports/sms/sms-opt-outs';
import type { SmsMessage } from '../ports/sms/sms-port';

/** Bulk mail: confirmations, status notices, contact-form copies. */
export const MAIL_QUEUE = 'mail-send';
/** Time-critical mail: sign-in and registration codes, password resets. */
export const URGENT_MAIL_QUEUE = 'mail-send-urgent';
export const SMS_QUEUE = 'sms-send';

/** Throws MailHeaderError (before anything is queued) when the message's extra headers are unsafe. */
function checked(message: MailMessage): MailMessage {
  checkMailHeaders(message.headers);
  return message;
}

export function queueMail(ctx: AppContext, tx: DbOrTx, message: MailMessage, idempotencyKey?: string) {
  return ctx.jobs.enqueue(tx, MAIL_QUEUE, checked(message), { idempotencyKey });
}

/** For a code or a link someone is waiting for: never behind bulk mail. */
export function queueUrgentMail(ctx: AppContext, tx: DbOrTx, message: MailMessage, idempotencyKey?: string) {
  return ctx.jobs.enqueue(tx, URGENT_MAIL_QUEUE, checked(message), { idempotencyKey });
}

export function queueSms(ctx: AppContext, tx: DbOrTx, message: SmsMessage, idempotencyKey?: string) {
  return ctx.jobs.enqueue(tx, SMS_QUEUE, message, { idempotencyKey });
}

export interface MessagingJobsOptions {
  /** Where a dropped text is noted (one line); by default the console unless LOG_LEVEL is silent. */
  log?: (line: string) => void;
}

export function registerMessagingJobs(ctx: AppContext, options: MessagingJobsOptions = {}): void {
  const log =
    options.log ??
    (ctx.config.LOG_LEVEL === 'silent' ? () => undefined : (line: string) => console.warn(line));
  /** Sends through a port and counts the outcome (a failure is retried by the job). */
  const counted = async (channel: 'mail' | 'sms', send: () => Promise<unknown>) => {
    try {
      await send();
      ctx.metrics.observeSend(channel, 'sent');
    } catch (error) {
      ctx.metrics.observeSend(channel, 'failed');
      throw error;
    }
  };
  const sendMail = (message: MailMessage, job: { idempotencyKey: string }) =>
    counted('mail', () => ctx.ports.mail.send(message, job.idempotencyKey));
  ctx.jobs.register<MailMessage>(MAIL_QUEUE, sendMail);
  ctx.jobs.register<MailMessage>(URGENT_MAIL_QUEUE, sendMail);
  ctx.jobs.register<SmsMessage>(SMS_QUEUE, async (message, job) => {
    if (await isSmsOptedOut(ctx.db, message.to)) {
      // done, not failed: a retry would find the same opt-out
      log(`[sms] not sent: the number ending ${message.to.slice(-4)} replied STOP (job ${job.id})`);
      return;
    }
    await counted('sms', () => ctx.ports.sms.send(message, job.idempotencyKey));
  });
}
