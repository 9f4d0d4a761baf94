/**
 * Numbers that replied STOP (table sms_opt_outs, E.164). Every text goes through the SMS job, which
 * looks the number up here just before sending (one primary-key read), so a STOP stops the texts
 * already queued too, whatever queued them. The inbound-text webhook (features/sms-inbound) writes
 * and deletes the rows; the reminder run may also read them to skip queuing texts that would be dropped.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsOptOuts } from '../../db/schema';
import { phoneDigits } from '../../../domain/registration/phone';

/**
 * A number as the opt-out list keeps it, E.164: `+` and digits as given when it starts with `+` (what
 * the provider sends and SmsMessage.to holds), else a North American number as toE164 writes it
 * (+1 and 10 digits). Null when it has no digits.
 */
export function smsOptOutNumber(phone: string): string | null {
  const trimmed = phone.trim();
  if (trimmed.startsWith('+')) {
    const digits = trimmed.replace(/\D/g, '');
    return digits.length > 0 ? `+${digits}` : null;
  }
  const digits = phoneDigits(trimmed);
  return digits.length > 0 ? `+1${digits}` : null;
}

/** True when `phone` (E.164, as in SmsMessage.to) replied STOP and not START since. */
export async function isSmsOptedOut(db: DbOrTx, phone: string): Promise<boolean> {
  const number = smsOptOutNumber(phone);
  if (!number) return false;
  const rows = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phone, number))
    .limit(1);
  return rows.length > 0;
}

/** Of these E.164 numbers (as smsOptOutNumber writes them), the ones that opted out, in one query. */
export async function findSmsOptedOut(db: DbOrTx, phones: readonly string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: smsOptOuts.phone })
    .from(smsOptOuts)
    .where(inArray(smsOptOuts.phone, [...new Set(phones)]));
  return new Set(rows.map((r) => r.phone));
}

/** Records a STOP; a number already on the list keeps its first date. */
export async function addSmsOptOut(db: DbOrTx, phone: string, at: Date): Promise<void> {
  await db
    .insert(smsOptOuts)
    .values({ phone, createdAt: at })
    .onConflictDoNothing({ target: smsOptOuts.phone });
}

/** Records a START: texts to the number go out again. True when it was on the list. */
export async function removeSmsOptOut(db: DbOrTx, phone: string): Promise<boolean> {
  const rows = await db
    .delete(smsOptOuts)
    .where(eq(smsOptOuts.phone, phone))
    .returning({ phone: smsOptOuts.phone });
  return rows.length > 0;
}
