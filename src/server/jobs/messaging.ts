/** Mail and SMS as durable jobs: queue them in the transaction of the change that causes them. */
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/client';
import type { MailMessage } from '../ports/mail/mail-port';
import type { SmsMessage } from '../ports/sms/sms-port';

export const MAIL_QUEUE = 'mail-send';
export const SMS_QUEUE = 'sms-send';

export function queueMail(ctx: AppContext, tx: DbOrTx, message: MailMessage, idempotencyKey?: string) {
  return ctx.jobs.enqueue(tx, MAIL_QUEUE, message, { idempotencyKey });
}

export function queueSms(ctx: AppContext, tx: DbOrTx, message: SmsMessage, idempotencyKey?: string) {
  return ctx.jobs.enqueue(tx, SMS_QUEUE, message, { idempotencyKey });
}

export function registerMessagingJobs(ctx: AppContext): void {
  ctx.jobs.register<MailMessage>(MAIL_QUEUE, (message, job) =>
    ctx.ports.mail.send(message, job.idempotencyKey),
  );
  ctx.jobs.register<SmsMessage>(SMS_QUEUE, (message, job) => ctx.ports.sms.send(message, job.idempotencyKey));
}
