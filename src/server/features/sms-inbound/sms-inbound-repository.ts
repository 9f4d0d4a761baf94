/** The reminder preferences a STOP turns off (see sms-inbound-service.ts for when). */
import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customerProfiles, reminderPreferences } from '../../db/schema';

/**
 * Turns off text reminders (evening and holiday) for every customer whose phone number, as typed,
 * has these last 10 digits. Phone numbers are stored as the customer typed them, so the digits are
 * compared, not the text. Reads every profile (no index on the digits): a STOP is rare. Returns the
 * number of preference rows changed.
 */
export async function turnOffSmsReminders(db: DbOrTx, lastTenDigits: string, at: Date): Promise<number> {
  const uids = db
    .select({ uid: customerProfiles.uid })
    .from(customerProfiles)
    .where(
      sql`right(regexp_replace(${customerProfiles.phoneNumber}, '[^0-9]', '', 'g'), 10) = ${lastTenDigits}`,
    );
  const rows = await db
    .update(reminderPreferences)
    .set({ eveningSms: false, holidaySms: false, updatedAt: at })
    .where(
      and(
        inArray(reminderPreferences.uid, uids),
        sql`(${reminderPreferences.eveningSms} or ${reminderPreferences.holidaySms})`,
      ),
    )
    .returning({ uid: reminderPreferences.uid });
  return rows.length;
}
