/**
 * What a customer is told when their ticket's status changes in the back office (issue 11): an e-mail
 * and/or a text, in the customer's language (their profile's, read when the notice is sent), with a
 * link to My Requests and one to stop these notices. Pure: the server decides whom to tell and queues
 * the result through the outbox.
 */
import { z } from 'zod';
import type { TIssueStatusValue } from '../back-office';
import type { LanguageCode } from '../languages';
import {
  greeting,
  isMessageKey,
  message,
  noticeMail,
  serviceTypeName,
  type MessageKey,
  type MessageValues,
  type NoticeSender,
} from '../messages';

/** The notice's words and, as every notice has them, its sender's contact, company and stop link. */
export interface StatusNoticeInput extends NoticeSender {
  language: LanguageCode;
  firstName: string;
  /** The ticket's kind (missed-pickup, pickup-request, vacation-hold, damaged-cart, enterprise-extra-pickup …). */
  kind: string;
  /** trash, recycling or yardwaste; null for enterprise tickets. */
  serviceType: string | null;
  reference: string;
  issueId: string;
  status: TIssueStatusValue;
  /** The back office's closing note, for a closed ticket. */
  closingNote: string | null;
  myRequestsUrl: string;
}

export interface StatusNotice {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

/** A text message stays within a few SMS segments: the note is cut to this many characters. */
const SMS_NOTE_LENGTH = 120;

function cut(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length - 1)}…` : clean;
}

const STATUS_KEYS: Record<TIssueStatusValue, { plain: MessageKey; withService: MessageKey }> = {
  open: { plain: 'notice.open', withService: 'notice.openService' },
  'in-progress': { plain: 'notice.inProgress', withService: 'notice.inProgressService' },
  closed: { plain: 'notice.closed', withService: 'notice.closedService' },
};

/** "missed pickup request": the ticket's kind as the customer's language names it. */
function requestName(language: LanguageCode, kind: string): string {
  const key = `request.${kind}`;
  return isMessageKey(key)
    ? message(language, key)
    : message(language, 'request.other', { kind: kind.replaceAll('-', ' ') });
}

export function renderStatusNotice(input: StatusNoticeInput): StatusNotice {
  const lang = input.language;
  const m = (key: MessageKey, values?: MessageValues) => message(lang, key, values);
  const what = requestName(lang, input.kind);
  const service = input.serviceType ? serviceTypeName(lang, input.serviceType) : '';
  const keys = STATUS_KEYS[input.status];
  const headline = m(service ? keys.withService : keys.plain, { what, service, issue: input.issueId });
  const note = input.status === 'closed' && input.closingNote?.trim() ? input.closingNote.trim() : null;
  const subject = m('notice.subject', { what, reference: input.reference });
  const noteLine = note ? [`${m('notice.note')} ${note}`] : [];
  const { text, html } = noticeMail(lang, input, {
    hello: greeting(lang, input.firstName),
    headline,
    lines: noteLine,
    paragraphs: noteLine,
    onward: { href: input.myRequestsUrl, text: m('notice.seeAll'), label: m('notice.seeAllLink') },
  });

  const sms = [
    `${input.companyName}: ${headline}`,
    ...(note ? [`${m('notice.note')} ${cut(note, SMS_NOTE_LENGTH)}`] : []),
    `${m('notice.smsStop')} ${input.unsubscribeUrl}`,
  ].join(' ');

  return { subject, text, html, sms };
}

/** POST /api/notices/unsubscribe: the two parts of the link in a notice. */
export const ZUnsubscribeRequest = z.object({
  u: z.string().trim().min(1).max(200),
  t: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'This link is not valid.'),
});
export type TUnsubscribeRequest = z.infer<typeof ZUnsubscribeRequest>;

export const ZUnsubscribeResponse = z.object({ message: z.string() });

export const UNSUBSCRIBE_MESSAGES = {
  done: 'You will no longer receive status updates about your requests or notices about carts not collected. You can turn them on again in My Account.',
  invalid: 'This unsubscribe link is not valid. Sign in and turn status updates off in My Account.',
} as const;
