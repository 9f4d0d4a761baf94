/**
 * Letters through a print-and-mail service's HTTP API (the shape of Lob's and PostGrid's letter
 * endpoints), chosen when LETTER_API_URL is set:
 *
 *   POST {LETTER_API_URL}/v1/letters
 *   Authorization: Basic base64(LETTER_API_KEY + ":")
 *   Idempotency-Key: the job's key (a retry never posts a second letter)
 *   { description, to: { name, address_line1, address_city, address_state, address_zip,
 *     address_country }, from: LETTER_FROM, file: <html>, color: false, use_type: "operational",
 *     metadata: { curbside_letter_id } }
 *   → 200/201 { id: "ltr_…", … }
 *
 * A non-2xx answer throws (status and body, cut short) so the job is retried and its last error kept;
 * a 2xx answer without an id is an error too.
 */
import { escapeHtml } from '../../../domain/escape-html';
import type { LetterPort, LetterToSend } from './letter-port';
import { ProviderAnswerError } from '../provider-answer-error';

export interface HttpLetterOptions {
  apiUrl: string;
  apiKey: string;
  /** The sender: an address id at the service (adr_…) or a JSON address object. */
  from: string;
  timeoutMs?: number;
}

export class LetterServiceError extends ProviderAnswerError {
  constructor(status: number, body: string) {
    super('letter service', status, body);
    this.name = 'LetterServiceError';
  }
}

/** The letter as one HTML page (the services render HTML to print). */
export function letterHtml(letter: LetterToSend): string {
  return [
    '<html><body style="font-family: sans-serif; font-size: 12pt">',
    ...letter.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p style="font-size: 20pt; font-weight: bold; letter-spacing: 2px">${escapeHtml(letter.code)}</p>`,
    '</body></html>',
  ].join('\n');
}

function fromOf(from: string): unknown {
  const trimmed = from.trim();
  if (trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return trimmed;
    }
  }
  return trimmed;
}

export function createHttpLetter(options: HttpLetterOptions): LetterPort {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/v1/letters`;
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  return {
    adapter: 'http',
    async send(letter, idempotencyKey) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': idempotencyKey.replace(/[^\x21-\x7e]/g, '').slice(0, 200),
        },
        body: JSON.stringify({
          description: `Address verification ${letter.id}`,
          to: {
            name: letter.to.name ?? 'Current resident',
            address_line1: letter.to.street,
            address_city: letter.to.city,
            address_state: letter.to.state,
            address_zip: letter.to.zip,
            address_country: 'US',
          },
          from: fromOf(options.from),
          file: letterHtml(letter),
          color: false,
          use_type: 'operational',
          metadata: { curbside_letter_id: letter.id },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const body = await response.text();
      if (!response.ok) throw new LetterServiceError(response.status, body);
      let id: unknown;
      try {
        id = (JSON.parse(body) as { id?: unknown }).id;
      } catch {
        id = undefined;
      }
      if (typeof id !== 'string' || id === '') throw new LetterServiceError(response.status, body);
      return { status: 'sent', providerId: id };
    },
  };
}
