/**
 * The words of a collection exception's notice (issue 32 §1): an e-mail (subject, text, HTML in the
 * house's notice layout) and a short text message, in the customer's language, saying what happened
 * ("Your trash cart was not collected on Monday, December 7: the cart was not out.") and what to do
 * next. The next step is the shipped one for the reason (for the hauler's fault: "We will come back
 * tomorrow.") unless the portal words it its own way for that reason and language. Pure: the server
 * decides whom to tell and queues the result through the outbox.
 */
import { intlLocaleOf, type LanguageCode } from '../languages';
import {
  greeting,
  message,
  noticeMail,
  serviceTypeName,
  type MailLink,
  type MessageKey,
  type MessageValues,
  type NoticeSender,
} from '../messages';
import { formatDay } from '../pickup-reminders/reminder-message';
import { isHaulerFault, type NotCollectedReason, type TCollectionDaySettings } from './route-events';

/** The notice's words and, as every notice has them, its sender's contact, company and stop link. */
export interface ExceptionNoticeInput extends NoticeSender {
  language: LanguageCode;
  firstName: string;
  /** trash, recycling or yardwaste. */
  serviceType: string;
  /** The pickup day, YYYY-MM-DD. */
  day: string;
  reason: NotCollectedReason;
  /** The crew's note, shown as it is. */
  note: string | null;
  /** The crew's photo: linked when it is an https URL (an id of the back office's is not a link). */
  photoRef: string | null;
  /** The portal's own next-step text for this reason and language; null: the shipped one. */
  portalText: string | null;
  servicesUrl: string;
}

export interface ExceptionNotice {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

const REASON_KEYS: Record<NotCollectedReason, MessageKey> = {
  'cart-not-out': 'exception.reason.cart-not-out',
  blocked: 'exception.reason.blocked',
  contaminated: 'exception.reason.contaminated',
  overweight: 'exception.reason.overweight',
  weather: 'exception.reason.weather',
  'truck-issue': 'exception.reason.truck-issue',
  other: 'exception.reason.other',
};

/** What to do next, as shipped; the hauler's faults share "We will come back tomorrow." */
function nextStepKey(reason: NotCollectedReason): MessageKey {
  if (isHaulerFault(reason)) return 'exception.next.hauler';
  switch (reason) {
    case 'cart-not-out':
      return 'exception.next.cart-not-out';
    case 'blocked':
      return 'exception.next.blocked';
    case 'contaminated':
      return 'exception.next.contaminated';
    case 'overweight':
      return 'exception.next.overweight';
    default:
      return 'exception.next.other';
  }
}

/** The shipped next step for a reason in a language (the admin editor shows it where the portal has none). */
export function shippedNextStep(language: LanguageCode, reason: NotCollectedReason): string {
  return message(language, nextStepKey(reason));
}

/** The portal's own text for a reason in a language, or null when it has none there. */
export function portalExceptionText(
  settings: TCollectionDaySettings | undefined,
  reason: NotCollectedReason,
  language: LanguageCode,
): string | null {
  return settings?.exceptionTexts[reason]?.[language]?.trim() || null;
}

/** A photo reference the notice may link to: an https URL only. */
export function photoLinkOf(photoRef: string | null): string | null {
  if (!photoRef) return null;
  try {
    return new URL(photoRef).protocol === 'https:' ? photoRef : null;
  } catch {
    return null;
  }
}

/** A text message stays within a few segments: the portal's text and the note are cut to this. */
const SMS_PART_LENGTH = 160;

function cut(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length - 1)}…` : clean;
}

export function renderExceptionNotice(input: ExceptionNoticeInput): ExceptionNotice {
  const lang = input.language;
  const m = (key: MessageKey, values?: MessageValues) => message(lang, key, values);
  const locale = intlLocaleOf(lang);
  const service = serviceTypeName(lang, input.serviceType);
  const reason = m(REASON_KEYS[input.reason]);
  const date = formatDay(input.day, locale, 'long');
  const headline = m('exception.headline', { service, date, reason });
  const next = input.portalText?.trim() || shippedNextStep(lang, input.reason);
  const note = input.note?.trim() ? `${m('notice.note')} ${input.note.trim()}` : null;
  const photo = photoLinkOf(input.photoRef);
  const { text, html } = noticeMail(lang, input, {
    hello: greeting(lang, input.firstName),
    headline,
    lines: [next, ...(note ? ['', note] : []), ...(photo ? [`${m('exception.photo')}: ${photo}`] : [])],
    paragraphs: [
      next,
      ...(note ? [note] : []),
      ...(photo ? [{ href: photo, label: m('exception.photo') } satisfies MailLink] : []),
    ],
    onward: {
      href: input.servicesUrl,
      text: m('exception.seeServices'),
      label: m('exception.seeServicesLink'),
    },
  });

  const sms = [
    `${input.companyName}: ${m('exception.headline', { service, date: formatDay(input.day, locale, 'short'), reason })}`,
    cut(next, SMS_PART_LENGTH),
    `${m('notice.smsStop')} ${input.unsubscribeUrl}`,
  ].join(' ');

  return { subject: m('exception.subject', { service, date }), text, html, sms };
}
