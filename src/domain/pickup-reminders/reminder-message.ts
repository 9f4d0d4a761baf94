/**
 * The words of a pickup reminder (issue 14): an e-mail (subject, text, HTML) and a text message, in
 * the customer's language (domain/messages; dates in its Intl locale). Pure: the reminder run decides
 * whom to remind and queues the result.
 *
 * Every e-mail ends with why it was sent and a link that stops reminder e-mails (the run also sets
 * the RFC 8058 one-click headers); every text ends with "Reply STOP to opt out".
 */
import { intlLocaleOf, type LanguageCode } from '../languages';
import {
  greeting,
  listOf,
  message,
  noticeMailHtml,
  serviceTypeName,
  type MessageKey,
  type MessageValues,
} from '../messages';
import type { CalendarDate } from '../pickup-calendar/calendar-days';
import type { ServiceType } from '../services/service-changes';
import type { ReminderKind } from './reminder-preferences';

export interface PickupReminderInput {
  language: LanguageCode;
  kind: ReminderKind;
  companyName: string;
  firstName: string;
  /** The day the carts are collected, the route day it was due on, the carts and the holiday. */
  day: {
    date: CalendarDate;
    originalDate: CalendarDate;
    carts: readonly ServiceType[];
    shiftedBy: string | null;
  };
  calendarUrl: string;
  myAccountUrl: string;
  unsubscribeUrl: string;
}

export interface PickupReminder {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

/** Formatters are costly to build (the biggest item of the evening run's profile): one per locale and style. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDay(date: CalendarDate, locale: string, style: 'long' | 'short'): string {
  const key = `${locale}|${style}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: style,
      month: style,
      day: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(key, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function renderPickupReminder(input: PickupReminderInput): PickupReminder {
  const lang = input.language;
  const m = (key: MessageKey, values?: MessageValues) => message(lang, key, values);
  const locale = intlLocaleOf(lang);
  const { day } = input;
  const carts = listOf(
    lang,
    day.carts.map((cart) => serviceTypeName(lang, cart)),
  );
  const date = formatDay(day.date, locale, 'long');
  const from = formatDay(day.originalDate, locale, 'long');
  const shortDate = formatDay(day.date, locale, 'short');
  const shortFrom = formatDay(day.originalDate, locale, 'short');
  const holiday = day.shiftedBy ?? '';

  const subject =
    input.kind === 'evening'
      ? m('reminder.eveningSubject', { carts: capitalize(carts) })
      : m('reminder.holidaySubject', { date });
  const lines =
    input.kind === 'evening'
      ? [
          m('reminder.evening', { date, carts }),
          ...(day.shiftedBy ? [m('reminder.moved', { from, holiday })] : []),
        ]
      : [m('reminder.holiday', { holiday, carts, from, to: date })];
  const hello = greeting(lang, input.firstName);
  const why = m('reminder.why', { company: input.companyName });

  const text = [
    hello,
    '',
    ...lines,
    '',
    `${m('reminder.seeCalendar')} ${input.calendarUrl}`,
    '',
    '--',
    why,
    `${m('reminder.change')} ${input.myAccountUrl}`,
    `${m('reminder.stop')}: ${input.unsubscribeUrl}`,
  ].join('\n');

  const html = noticeMailHtml(lang, {
    hello,
    headline: lines[0] ?? '',
    paragraphs: [...lines.slice(1), { href: input.calendarUrl, label: m('reminder.seeCalendarLink') }],
    why,
    footerLinks: [
      { href: input.myAccountUrl, label: m('reminder.changeLink') },
      { href: input.unsubscribeUrl, label: m('reminder.stop') },
    ],
  });

  const smsBody =
    input.kind === 'evening'
      ? [
          m('reminder.smsEvening', { date: shortDate, carts }),
          ...(day.shiftedBy ? [m('reminder.moved', { from: shortFrom, holiday })] : []),
        ]
      : [m('reminder.smsHoliday', { holiday, carts, from: shortFrom, to: shortDate })];
  const sms = [`${input.companyName}:`, ...smsBody, m('reminder.smsStop')].join(' ');

  return { subject, text, html, sms };
}
