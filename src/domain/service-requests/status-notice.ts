/**
 * What a customer is told when their ticket's status changes in the back office (issue 11): an e-mail
 * and/or a text, in the language they filed the ticket in, with a link to My Requests and one to stop
 * these notices. Pure: the server decides whom to tell and queues the result through the outbox.
 */
import { z } from 'zod';
import type { TIssueStatusValue } from '../back-office';
import { escapeHtml } from '../escape-html';

export type NoticeLanguageCode = 'en' | 'es';

export interface StatusNoticeInput {
  language: NoticeLanguageCode;
  companyName: string;
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
  unsubscribeUrl: string;
  contact: { phone: string; email: string };
}

export interface StatusNotice {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

interface Words {
  kinds: Record<string, string>;
  services: Record<string, string>;
  request: (kind: string) => string;
  subject: (what: string, reference: string) => string;
  hello: (name: string) => string;
  status: Record<TIssueStatusValue, (what: string, service: string, issue: string) => string>;
  note: string;
  seeAll: string;
  questions: (phone: string, email: string) => string;
  why: (company: string) => string;
  stop: string;
  smsStop: string;
}

const WORDS: Record<NoticeLanguageCode, Words> = {
  en: {
    kinds: {
      'missed-pickup': 'missed pickup',
      'pickup-request': 'pickup',
      'vacation-hold': 'vacation hold',
      'damaged-cart': 'damaged cart',
      'enterprise-extra-pickup': 'extra pickup',
      'undelivered-cart': 'undelivered cart',
    },
    services: { trash: 'trash', recycling: 'recycling', yardwaste: 'yard waste' },
    request: (kind) => `${kind} request`,
    subject: (what, reference) => `Update on your ${what} (${reference})`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    status: {
      open: (what, service, issue) =>
        `Your ${what}${service ? ` for ${service} service` : ''} (issue #${issue}) is open again.`,
      'in-progress': (what, service, issue) =>
        `Your ${what}${service ? ` for ${service} service` : ''} (issue #${issue}) is now being worked on.`,
      closed: (what, service, issue) =>
        `Your ${what}${service ? ` for ${service} service` : ''} (issue #${issue}) is now closed.`,
    },
    note: 'Note from our team:',
    seeAll: 'See all your requests:',
    questions: (phone, email) => `Questions? Call ${phone} or write to ${email}.`,
    why: (company) => `You receive this because status updates are on in your ${company} account.`,
    stop: 'Stop status updates',
    smsStop: 'Stop updates:',
  },
  es: {
    kinds: {
      'missed-pickup': 'recolección no realizada',
      'pickup-request': 'recolección',
      'vacation-hold': 'suspensión por vacaciones',
      'damaged-cart': 'contenedor dañado',
      'enterprise-extra-pickup': 'recolección adicional',
      'undelivered-cart': 'contenedor no entregado',
    },
    services: { trash: 'basura', recycling: 'reciclaje', yardwaste: 'residuos de jardín' },
    request: (kind) => `solicitud de ${kind}`,
    subject: (what, reference) => `Novedades sobre su ${what} (${reference})`,
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    status: {
      open: (what, service, issue) =>
        `Su ${what}${service ? ` del servicio de ${service}` : ''} (caso n.º ${issue}) está abierta de nuevo.`,
      'in-progress': (what, service, issue) =>
        `Estamos trabajando en su ${what}${service ? ` del servicio de ${service}` : ''} (caso n.º ${issue}).`,
      closed: (what, service, issue) =>
        `Su ${what}${service ? ` del servicio de ${service}` : ''} (caso n.º ${issue}) está cerrada.`,
    },
    note: 'Nota de nuestro equipo:',
    seeAll: 'Vea todas sus solicitudes:',
    questions: (phone, email) => `¿Preguntas? Llame al ${phone} o escriba a ${email}.`,
    why: (company) =>
      `Recibe este mensaje porque tiene activados los avisos de estado en su cuenta de ${company}.`,
    stop: 'Dejar de recibir avisos de estado',
    smsStop: 'Dejar de recibir avisos:',
  },
};

/** A text message stays within a few SMS segments: the note is cut to this many characters. */
const SMS_NOTE_LENGTH = 120;

function cut(text: string, length: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length - 1)}…` : clean;
}

export function renderStatusNotice(input: StatusNoticeInput): StatusNotice {
  const w = WORDS[input.language];
  const what = w.request(w.kinds[input.kind] ?? input.kind.replaceAll('-', ' '));
  const service = input.serviceType ? (w.services[input.serviceType] ?? input.serviceType) : '';
  const headline = w.status[input.status](what, service, input.issueId);
  const note = input.status === 'closed' && input.closingNote?.trim() ? input.closingNote.trim() : null;
  const subject = w.subject(what, input.reference);

  const text = [
    w.hello(input.firstName),
    '',
    headline,
    ...(note ? [`${w.note} ${note}`] : []),
    '',
    `${w.seeAll} ${input.myRequestsUrl}`,
    '',
    w.questions(input.contact.phone, input.contact.email),
    '',
    '--',
    w.why(input.companyName),
    `${w.stop}: ${input.unsubscribeUrl}`,
  ].join('\n');

  const e = escapeHtml;
  const html = [
    `<p>${e(w.hello(input.firstName))}</p>`,
    `<p><strong>${e(headline)}</strong></p>`,
    note ? `<p>${e(w.note)} ${e(note)}</p>` : '',
    `<p><a href="${e(input.myRequestsUrl)}">${e(w.seeAll.replace(/:$/, ''))}</a></p>`,
    `<p>${e(w.questions(input.contact.phone, input.contact.email))}</p>`,
    `<hr><p style="font-size:12px;color:#5f6770">${e(w.why(input.companyName))} <a href="${e(input.unsubscribeUrl)}">${e(w.stop)}</a></p>`,
  ].join('');

  const sms = [
    `${input.companyName}: ${headline}`,
    ...(note ? [`${w.note} ${cut(note, SMS_NOTE_LENGTH)}`] : []),
    `${w.smsStop} ${input.unsubscribeUrl}`,
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
  done: 'You will no longer receive status updates about your requests. You can turn them on again in My Account.',
  invalid: 'This unsubscribe link is not valid. Sign in and turn status updates off in My Account.',
} as const;
