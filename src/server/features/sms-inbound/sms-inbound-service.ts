/**
 * What a text sent to Curbside's number does (issue 14: every text honours STOP).
 *
 * - STOP and its synonyms: the number goes on the opt-out list (sms_opt_outs), so the SMS job drops
 *   every later text to it, including texts already queued; and text reminders are turned off for
 *   every customer with that mobile number, so My Account shows what is true. Both in one transaction.
 * - START, UNSTOP, YES: the number comes off the list. Reminder preferences stay off: the customer
 *   turns them back on in My Account (a START is not a request for every kind of reminder).
 * - HELP, INFO: who is texting and how to reach them.
 * - Anything else: nothing happens and nothing is answered.
 *
 * Replaying a keyword (the provider retries, the customer sends STOP twice) changes nothing more.
 */
import type { AppContext } from '../../app-context';
import { addSmsOptOut, removeSmsOptOut, smsOptOutNumber } from '../../ports/sms/sms-opt-outs';
import { smsKeyword, smsKeywordReply, type SmsKeyword } from './sms-keywords';
import { turnOffSmsReminders } from './sms-inbound-repository';

export interface InboundSmsResult {
  keyword: SmsKeyword | null;
  /** The text to answer with, or null for none. */
  reply: string | null;
}

/** Applies a received text from `from` (E.164) with `body`; returns the answer. */
export async function handleInboundSms(
  ctx: AppContext,
  text: { from: string; body: string | undefined },
): Promise<InboundSmsResult> {
  const keyword = smsKeyword(text.body);
  if (!keyword) return { keyword: null, reply: null };
  const phone = smsOptOutNumber(text.from);
  if (phone && keyword === 'stop') {
    const digits = phone.slice(1);
    await ctx.db.transaction(async (tx) => {
      await addSmsOptOut(tx, phone, ctx.now());
      // fewer than 10 digits (a short code) is no customer's mobile number
      if (digits.length >= 10) await turnOffSmsReminders(tx, digits.slice(-10), ctx.now());
    });
  } else if (phone && keyword === 'start') {
    await removeSmsOptOut(ctx.db, phone);
  }
  const company = { name: ctx.config.COMPANY_NAME, phoneDisplay: ctx.config.COMPANY_PHONE_DISPLAY };
  return { keyword, reply: smsKeywordReply(keyword, company) };
}
