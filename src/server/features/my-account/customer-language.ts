/**
 * The customer's language on the profile (issue 16): set at registration from the web app's language
 * and whenever a signed-in customer picks another one in the translate menu (PUT /api/me/language).
 * Every mail and text written to the customer later (status notices, reminders, confirmations, codes,
 * resets) reads it at the time of sending, so a change of language applies to what is already queued
 * up for them as well.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { requestLanguageOf } from '../../http/request-language';
import type { DbOrTx } from '../../db/client';
import { customerProfiles } from '../../db/schema';
import type { LanguageCode } from '../../../domain/languages';
import { messageLanguageOf } from '../../../domain/messages';

/** The profile's language; English for an unknown customer or a value that is not one of the ten. */
export async function findCustomerLanguage(db: DbOrTx, uid: string): Promise<LanguageCode> {
  const [row] = await db
    .select({ language: customerProfiles.language })
    .from(customerProfiles)
    .where(eq(customerProfiles.uid, uid))
    .limit(1);
  return messageLanguageOf(row?.language);
}

/** Stores the language; false when the profile does not exist. */
export async function saveCustomerLanguage(
  db: DbOrTx,
  uid: string,
  language: LanguageCode,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(customerProfiles)
    .set({ language, updatedAt: now })
    .where(eq(customerProfiles.uid, uid))
    .returning({ uid: customerProfiles.uid });
  return updated.length > 0;
}

/**
 * The language a signed-in customer's request is written in (the web app names its current language
 * in Accept-Language), stored on the profile as the one they last used the portal in: a customer
 * who files a ticket or saves reminders in Spanish expects the notices about it in Spanish. A request
 * that names no language leaves the profile as it is.
 */
export async function rememberRequestLanguage(
  ctx: AppContext,
  request: FastifyRequest,
  uid: string,
): Promise<LanguageCode> {
  const header = request.headers['accept-language'];
  const language = requestLanguageOf(header);
  if (header) {
    await ctx.db
      .update(customerProfiles)
      .set({ language })
      .where(and(eq(customerProfiles.uid, uid), ne(customerProfiles.language, language)));
  }
  return language;
}
