/**
 * The letter with a one-time code mailed to a service address (decision 006). A code from it is
 * strong proof: only someone who receives mail at the address can read it. Codes are eight letters
 * and digits without the ones people confuse (0/O, 1/I/L), entered with or without spaces and dashes.
 */
import { z } from 'zod';

export const LETTER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LETTER_CODE_LENGTH = 8;
/** How long a letter's code may be entered (and the registration waits for it). */
export const LETTER_VALID_DAYS = 30;
/** Wrong entries per letter before it is spent. */
export const LETTER_MAX_ATTEMPTS = 5;

export function normalizeLetterCode(entry: string): string {
  return entry.replace(/[\s-]+/g, '').toUpperCase();
}

/** "ABCD-EFGH": how a code is printed. */
export function formatLetterCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export const ZLetterCodeRequest = z.object({ code: z.string().max(40) });

export const LETTER_STATUSES = ['pending', 'printed', 'sent', 'used'] as const;
export const ZLetterStatus = z.enum(LETTER_STATUSES);

/** Staff list of letters waiting to be printed. */
export const ZPendingLetter = z.object({
  id: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  recipientName: z.string().nullable(),
  status: ZLetterStatus,
  createdAt: z.string(),
  printedAt: z.string().nullable(),
});
export const ZPendingLetterList = z.object({ items: z.array(ZPendingLetter), total: z.number().int() });
export type TPendingLetterList = z.infer<typeof ZPendingLetterList>;
