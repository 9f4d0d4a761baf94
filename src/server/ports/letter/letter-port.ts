/**
 * The letter port (decision 006, issue 26 §1): a letter with a one-time code mailed to a service
 * address, the proof of ownership no stranger can fake. Two adapters:
 *
 * - built-in: nothing leaves Curbside; the letter stays pending and staff download a printable PDF
 *   batch of pending letters in the admin area (letter-pdf.ts), print and post them;
 * - http: a print-and-mail service's API (LETTER_API_URL), which prints and posts the letter itself.
 *
 * `send` is called by a durable job; the same idempotency key must never post two letters.
 */
export interface LetterToSend {
  /** The letter's id (address_letters.id). */
  id: string;
  to: { name: string | null; street: string; city: string; state: string; zip: string };
  /** The text of the letter, one paragraph per line, in the requester's language. */
  lines: string[];
  /** The code as printed ("ABCD-EFGH"). */
  code: string;
}

/** pending: staff print it (built-in); sent: the service took it, under its own id. */
export type LetterSendResult = { status: 'pending' } | { status: 'sent'; providerId: string };

export interface LetterPort {
  readonly adapter: 'built-in' | 'http';
  send(letter: LetterToSend, idempotencyKey: string): Promise<LetterSendResult>;
}
