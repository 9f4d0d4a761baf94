/**
 * Letters with a one-time code mailed to a service address (decision 006, issue 26 §1).
 *
 * - requestLetter (the registration's step 3): a letter row with a fresh code, and a durable job that
 *   hands it to the letter port in the same transaction. The built-in port leaves it pending for the
 *   staff's print batch; the HTTP port posts it through the print-and-mail service and the code is
 *   then forgotten (only its hash is kept).
 * - checkLetterCode: the code from the letter, LETTER_MAX_ATTEMPTS wrong entries per letter.
 * - printLetterBatch (admin): every pending letter as one printable PDF; they are marked printed in
 *   the same transaction, so two staff downloading at once never print a letter twice.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { equalHex, hashToken } from '../../auth/crypto';
import {
  LETTER_CODE_ALPHABET,
  LETTER_CODE_LENGTH,
  LETTER_MAX_ATTEMPTS,
  LETTER_VALID_DAYS,
  formatLetterCode,
  normalizeLetterCode,
  type TPendingLetterList,
} from '../../../domain/registration/letter';
import { message, messageLanguageOf } from '../../../domain/messages';
import { claimDate } from './claim-mails';
import { fitsWinAnsi, lettersPdf } from './letter-pdf';
import {
  findLetter,
  findLetterOfRegistration,
  findLettersByStatus,
  insertLetter,
  updateLetter,
  writeAudit,
  type LetterRow,
} from './repository';

export const LETTER_SEND_QUEUE = 'address-letter-send';
/** At most this many letters in one print batch. */
export const LETTER_BATCH_MAX = 500;

export function newLetterCode(): string {
  let code = '';
  for (let i = 0; i < LETTER_CODE_LENGTH; i++)
    code += LETTER_CODE_ALPHABET[randomInt(LETTER_CODE_ALPHABET.length)];
  return code;
}

/** The letter's paragraphs in its language (English where the print font cannot set it). */
export function letterLines(
  ctx: AppContext,
  letter: Pick<LetterRow, 'language' | 'expiresAt'>,
  forPrint: boolean,
) {
  let language = messageLanguageOf(letter.language);
  const values = { company: ctx.config.COMPANY_NAME, date: claimDate(language, letter.expiresAt) };
  const keys = ['letter.intro', 'letter.enter', 'letter.ignore'] as const;
  if (forPrint && !keys.every((k) => fitsWinAnsi(message(language, k, values)))) language = 'en';
  const date = claimDate(language, letter.expiresAt);
  return {
    language,
    lines: keys.map((k) => message(language, k, { ...values, date })),
    resident: message(language, 'letter.resident'),
  };
}

export interface LetterRequest {
  registrationId: string;
  site: { source: string; cust: string; site: string };
  address: { street: string; city: string; state: string; zip: string };
  recipientName: string | null;
  language: string;
  now: Date;
}

/** Inserts the letter and queues its sending, in `tx`. */
export async function requestLetter(ctx: AppContext, tx: DbOrTx, request: LetterRequest): Promise<LetterRow> {
  const code = newLetterCode();
  const row = {
    id: randomUUID(),
    registrationId: request.registrationId,
    source: request.site.source,
    cm04Cust: request.site.cust,
    cm04Site: request.site.site,
    address: request.address,
    recipientName: request.recipientName,
    language: request.language,
    code,
    codeHash: hashToken(code),
    status: 'pending' as const,
    attempts: 0,
    providerId: null,
    createdAt: request.now,
    printedAt: null,
    sentAt: null,
    usedAt: null,
    expiresAt: new Date(request.now.getTime() + LETTER_VALID_DAYS * 86_400_000),
  };
  await insertLetter(tx, row);
  await ctx.jobs.enqueue(tx, LETTER_SEND_QUEUE, { letterId: row.id }, { idempotencyKey: `letter:${row.id}` });
  return row;
}

export type LetterCheck = 'ok' | 'wrong' | 'spent' | 'none';

/** Checks an entered code against the registration's newest letter; marks it used when right. */
export async function checkLetterCode(
  ctx: AppContext,
  tx: DbOrTx,
  registrationId: string,
  entry: string,
): Promise<{ result: LetterCheck }> {
  const now = ctx.now();
  const letter = await findLetterOfRegistration(tx, registrationId, true);
  if (!letter || letter.status === 'used' || letter.expiresAt <= now) return { result: 'none' };
  if (letter.attempts >= LETTER_MAX_ATTEMPTS) return { result: 'spent' };
  const code = normalizeLetterCode(entry);
  if (code.length === LETTER_CODE_LENGTH && equalHex(hashToken(code), letter.codeHash)) {
    await updateLetter(tx, letter.id, { status: 'used', usedAt: now, code: null });
    return { result: 'ok' };
  }
  const attempts = letter.attempts + 1;
  await updateLetter(tx, letter.id, { attempts });
  return { result: attempts >= LETTER_MAX_ATTEMPTS ? 'spent' : 'wrong' };
}

/** The job: hands a pending letter to the letter port once. */
export function registerLetterJobs(ctx: AppContext): void {
  ctx.jobs.register<{ letterId: string }>(LETTER_SEND_QUEUE, async ({ letterId }, job) => {
    const letter = await findLetter(ctx.db, letterId);
    if (!letter || letter.status !== 'pending' || !letter.code) return;
    const { lines, resident } = letterLines(ctx, letter, false);
    const result = await ctx.ports.letter.send(
      {
        id: letter.id,
        to: { name: letter.recipientName ?? resident, ...letter.address },
        lines,
        code: formatLetterCode(letter.code),
      },
      job.idempotencyKey,
    );
    if (result.status === 'sent') {
      await updateLetter(ctx.db, letter.id, {
        status: 'sent',
        providerId: result.providerId,
        sentAt: ctx.now(),
        code: null,
      });
    }
  });
}

// ---------------------------------------------------------------- staff

export async function findLetters(ctx: AppContext): Promise<TPendingLetterList> {
  const rows = await findLettersByStatus(ctx.db, ['pending', 'printed'], ctx.now(), LETTER_BATCH_MAX);
  return {
    total: rows.length,
    items: rows.map((r) => ({
      id: r.id,
      ...r.address,
      recipientName: r.recipientName,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      printedAt: r.printedAt?.toISOString() ?? null,
    })),
  };
}

/** Every pending letter (with its code) as one PDF; they are printed from now on. */
export async function printLetterBatch(
  ctx: AppContext,
  actor: string,
): Promise<{ pdf: Buffer; count: number }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const letters = (await findLettersByStatus(tx, ['pending'], now, LETTER_BATCH_MAX, true)).filter(
      (l) => l.code !== null,
    );
    const pdf = lettersPdf(
      letters.map((letter) => {
        const { lines, resident } = letterLines(ctx, letter, true);
        return {
          recipient: [
            (letter.recipientName ?? resident).toUpperCase(),
            letter.address.street,
            `${letter.address.city} ${letter.address.state} ${letter.address.zip}`,
          ],
          lines,
          code: formatLetterCode(letter.code!),
        };
      }),
    );
    for (const letter of letters) await updateLetter(tx, letter.id, { status: 'printed', printedAt: now });
    for (const letter of letters) {
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'letter-printed',
        entity: 'address-letter',
        entityId: letter.id,
      });
    }
    return { pdf, count: letters.length };
  });
}
