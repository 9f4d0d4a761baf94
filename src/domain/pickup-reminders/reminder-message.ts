/**
 * The words of a pickup reminder (issue 14): an e-mail (subject, text, HTML) and a text message, in
 * English or Spanish. Pure: the reminder run decides whom to remind and queues the result.
 *
 * Every e-mail ends with why it was sent and a link that stops reminder e-mails (the run also sets
 * the RFC 8058 one-click headers); every text ends with "Reply STOP to opt out".
 */
import { escapeHtml } from '../escape-html';
import type { CalendarDate } from '../pickup-calendar/calendar-days';
import type { ServiceType } from '../services/service-changes';
import type { ReminderKind } from './reminder-preferences';

export type ReminderLanguage = 'en' | 'es';

export interface PickupReminderInput {
  language: ReminderLanguage;
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

interface Words {
  locale: string;
  carts: Record<ServiceType, string>;
  and: string;
  hello: (name: string) => string;
  eveningSubject: (carts: string) => string;
  evening: (date: string, carts: string) => string;
  moved: (from: string, holiday: string) => string;
  holidaySubject: (date: string) => string;
  holiday: (holiday: string, carts: string, from: string, to: string) => string;
  seeCalendar: string;
  why: (company: string) => string;
  change: string;
  stop: string;
  smsEvening: (date: string, carts: string) => string;
  smsHoliday: (holiday: string, carts: string, from: string, to: string) => string;
  smsStop: string;
}

const WORDS: Record<ReminderLanguage, Words> = {
  en: {
    locale: 'en-US',
    carts: { trash: 'trash', recycling: 'recycling', yardwaste: 'yard waste' },
    and: 'and',
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    eveningSubject: (carts) => `Pickup tomorrow: ${carts}`,
    evening: (date, carts) =>
      `Tomorrow, ${date}, is your ${carts} pickup day. Please have your carts at the curb.`,
    moved: (from, holiday) => `This pickup moved from ${from} because of ${holiday}.`,
    holidaySubject: (date) => `Holiday schedule: your pickup moves to ${date}`,
    holiday: (holiday, carts, from, to) =>
      `Because of ${holiday}, your ${carts} pickup moves from ${from} to ${to}.`,
    seeCalendar: 'See your pickup calendar:',
    why: (company) => `You receive this because pickup reminders are on in your ${company} account.`,
    change: 'Change your reminders in My Account:',
    stop: 'Stop reminder e-mails',
    smsEvening: (date, carts) => `Pickup tomorrow (${date}): ${carts}.`,
    smsHoliday: (holiday, carts, from, to) => `${holiday}: your ${carts} pickup moves from ${from} to ${to}.`,
    smsStop: 'Reply STOP to opt out.',
  },
  es: {
    locale: 'es-US',
    carts: { trash: 'basura', recycling: 'reciclaje', yardwaste: 'residuos de jardín' },
    and: 'y',
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    eveningSubject: (carts) => `Recolección mañana: ${carts}`,
    evening: (date, carts) =>
      `Mañana, ${date}, es su día de recolección de ${carts}. Deje sus contenedores en la acera.`,
    moved: (from, holiday) => `Esta recolección se pasó del ${from} por ${holiday}.`,
    holidaySubject: (date) => `Horario de feriado: su recolección pasa al ${date}`,
    holiday: (holiday, carts, from, to) =>
      `Por ${holiday}, su recolección de ${carts} pasa del ${from} al ${to}.`,
    seeCalendar: 'Vea su calendario de recolección:',
    why: (company) =>
      `Recibe este mensaje porque tiene activados los recordatorios de recolección en su cuenta de ${company}.`,
    change: 'Cambie sus recordatorios en Mi cuenta:',
    stop: 'Dejar de recibir recordatorios por correo',
    smsEvening: (date, carts) => `Recolección mañana (${date}): ${carts}.`,
    smsHoliday: (holiday, carts, from, to) =>
      `${holiday}: su recolección de ${carts} pasa del ${from} al ${to}.`,
    smsStop: 'Responda STOP para no recibir más.',
  },
};

/** Formatters are costly to build (the biggest item of the evening run's profile): one per locale and style. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function formatDay(date: CalendarDate, locale: string, style: 'long' | 'short'): string {
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

function listCarts(w: Words, carts: readonly ServiceType[]): string {
  const names = carts.map((c) => w.carts[c]);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${w.and} ${names.at(-1)}`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function renderPickupReminder(input: PickupReminderInput): PickupReminder {
  const w = WORDS[input.language];
  const { day } = input;
  const carts = listCarts(w, day.carts);
  const date = formatDay(day.date, w.locale, 'long');
  const from = formatDay(day.originalDate, w.locale, 'long');
  const shortDate = formatDay(day.date, w.locale, 'short');
  const shortFrom = formatDay(day.originalDate, w.locale, 'short');
  const holiday = day.shiftedBy ?? '';

  const subject = input.kind === 'evening' ? w.eveningSubject(capitalize(carts)) : w.holidaySubject(date);
  const lines =
    input.kind === 'evening'
      ? [w.evening(date, carts), ...(day.shiftedBy ? [w.moved(from, holiday)] : [])]
      : [w.holiday(holiday, carts, from, date)];

  const text = [
    w.hello(input.firstName),
    '',
    ...lines,
    '',
    `${w.seeCalendar} ${input.calendarUrl}`,
    '',
    '--',
    w.why(input.companyName),
    `${w.change} ${input.myAccountUrl}`,
    `${w.stop}: ${input.unsubscribeUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const html = [
    `<p>${e(w.hello(input.firstName))}</p>`,
    `<p><strong>${e(lines[0] ?? '')}</strong></p>`,
    ...lines.slice(1).map((line) => `<p>${e(line)}</p>`),
    `<p><a href="${e(input.calendarUrl)}">${e(w.seeCalendar.replace(/:$/, ''))}</a></p>`,
    `<hr><p style="font-size:12px;color:#5f6770">${e(w.why(input.companyName))} ` +
      `<a href="${e(input.myAccountUrl)}">${e(w.change.replace(/:$/, ''))}</a> · ` +
      `<a href="${e(input.unsubscribeUrl)}">${e(w.stop)}</a></p>`,
  ].join('');

  const smsBody =
    input.kind === 'evening'
      ? [w.smsEvening(shortDate, carts), ...(day.shiftedBy ? [w.moved(shortFrom, holiday)] : [])]
      : [w.smsHoliday(holiday, carts, shortFrom, shortDate)];
  const sms = [`${input.companyName}:`, ...smsBody, w.smsStop].join(' ');

  return { subject, text, html, sms };
}
