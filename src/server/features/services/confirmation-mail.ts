/**
 * The confirmation mails of the Services area (spec 02 §7 "Confirmation emails"): the seven subjects,
 * and a body with the customer's details, the reference number, the change or request details (old
 * and new size and rate where there are any), the support phone number and the customer-service
 * address. Pure: callers queue the result with queueMail.
 */
import { z } from 'zod';
import type { MailMessage } from '../../ports/mail/mail-port';
import { escapeHtml } from '../../../domain/escape-html';
import { intlLocaleOf, type LanguageCode } from '../../../domain/languages';
import { SERVICE_TITLES } from '../../../domain/services/services-api';
import type { ServiceType } from '../../../domain/services/service-changes';
import {
  formatDollars,
  greeting,
  isMessageKey,
  mailHtmlIn,
  message,
  messageHtml,
  serviceTypeName,
  type MessageKey,
  type MessageValues,
} from '../../../domain/messages';

export const CONFIRMATION_KINDS = [
  'service-change',
  'additional-cart',
  'additional-cart-removal',
  'missed-pickup',
  'pickup-request',
  'vacation-hold',
  'damaged-cart',
] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

/** The spec's subjects (in English); the first three carry the company name (LRS by default). */
export function confirmationSubject(
  kind: ConfirmationKind,
  companyName: string,
  language: LanguageCode = 'en',
): string {
  return message(language, `confirm.subject.${kind}`, { company: companyName });
}

/**
 * What a detail's value is, kept beside its English text so that another language writes it its own
 * way (its words, its number and date formats); English mails show `value` as it always was. Tickets
 * queued without it show `value`.
 */
const ZLineData = z.discriminatedUnion('type', [
  z.object({ type: z.literal('service'), serviceType: z.string() }),
  z.object({ type: z.literal('gallons'), size: z.number().nullable() }),
  z.object({
    type: z.literal('money'),
    amount: z.number(),
    /** The back office's billing frequency ("Monthly"), as it names it. */
    frequency: z.string().optional(),
    perCart: z.boolean().optional(),
  }),
  z.object({ type: z.literal('date'), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
]);
type LineData = z.infer<typeof ZLineData>;
const ZLine = z.object({ label: z.string(), value: z.string(), data: ZLineData.optional() });

/** A detail's value: the English text the spec's mail shows, and what it is for the other languages. */
export const detailValue = {
  service: (serviceType: ServiceType) => ({
    value: SERVICE_TITLES[serviceType],
    data: { type: 'service', serviceType } as LineData,
  }),
  gallons: (size: number | null) => ({
    value: size === null ? 'Unknown size' : `${size} gallons`,
    data: { type: 'gallons', size } as LineData,
  }),
  money: (amount: number, extra: { frequency?: string; perCart?: boolean } = {}) => ({
    value:
      `$${amount.toFixed(2)}` +
      (extra.perCart ? ' per cart' : '') +
      (extra.frequency ? ` (${extra.frequency})` : ''),
    data: { type: 'money', amount, ...extra } as LineData,
  }),
  /** A YYYY-MM-DD day, MM/DD/YYYY in English. */
  date: (date: string) => ({
    value: `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`,
    data: { type: 'date', date } as LineData,
  }),
};

/** Everything a confirmation says except the reference and issue number; stored with a queued ticket. */
export const ZConfirmationContent = z.object({
  kind: z.enum(CONFIRMATION_KINDS),
  to: z.string(),
  companyName: z.string(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    account: z.string(),
  }),
  /** What was asked for: subject, details, dates, cart … */
  details: z.array(ZLine),
  /** Old and new size and rate, for changes. */
  change: z
    .object({
      before: z.array(ZLine),
      after: z.array(ZLine),
    })
    .nullable()
    .default(null),
  contact: z.object({ phone: z.string(), email: z.string() }),
});
export type TConfirmationContent = z.input<typeof ZConfirmationContent>;

type Line = z.infer<typeof ZLine>;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A detail's value in the language: English (and a value without `data`) as the line has it. */
function valueIn(language: LanguageCode, line: Line): string {
  const data = line.data;
  if (language === 'en' || !data) return line.value;
  const locale = intlLocaleOf(language);
  switch (data.type) {
    case 'service':
      return capitalize(serviceTypeName(language, data.serviceType));
    case 'gallons':
      return data.size === null
        ? message(language, 'confirm.value.unknownSize')
        : message(language, 'confirm.value.gallons', {
            size: new Intl.NumberFormat(locale).format(data.size),
          });
    case 'money': {
      const amount = formatDollars(data.amount, language);
      const rate = data.perCart ? message(language, 'confirm.value.perCart', { amount }) : amount;
      return data.frequency ? `${rate} (${data.frequency})` : rate;
    }
    case 'date':
      return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${data.date}T12:00:00Z`),
      );
  }
}

/**
 * A detail's label in the language: the callers (and tickets queued before this change) name them in
 * English, the keys of the message tables; a label the tables do not know stays as it is.
 */
function labelIn(language: LanguageCode, label: string): string {
  const key = `confirm.label.${label}`;
  return isMessageKey(key) ? message(language, key) : label;
}

function htmlRows(language: LanguageCode, lines: readonly Line[]): string {
  return lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top;white-space:nowrap">${escapeHtml(labelIn(language, line.label))}</td>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(valueIn(language, line) || '—')}</td></tr>`,
    )
    .join('');
}

function htmlSection(language: LanguageCode, title: string, lines: readonly Line[]): string {
  if (lines.length === 0) return '';
  return (
    `<h3 style="margin:20px 0 6px;font-size:15px">${escapeHtml(title)}</h3>` +
    `<table role="presentation" style="border-collapse:collapse;font-size:14px">${htmlRows(language, lines)}</table>`
  );
}

function textSection(language: LanguageCode, title: string, lines: readonly Line[]): string[] {
  if (lines.length === 0) return [];
  return [
    '',
    title,
    ...lines.map(
      (line) =>
        `  ${message(language, 'confirm.line', { label: labelIn(language, line.label), value: valueIn(language, line) || '—' })}`,
    ),
  ];
}

/**
 * How a confirmation names the request: its REQ- reference (domain/service-requests/reference.ts) and,
 * for a ticket the back office has filed, the back office's issue number.
 */
export interface ConfirmationReference {
  reference: string;
  issueId?: string | null;
}

/** "REQ-… (issue #N)", or the reference alone. */
export function referenceText(
  { reference, issueId }: ConfirmationReference,
  language: LanguageCode = 'en',
): string {
  return issueId ? message(language, 'confirm.withIssue', { reference, issue: issueId }) : reference;
}

/**
 * The mail for `content` in `language` (the customer's, read when the mail is sent), naming the request
 * by its reference (and issue number once filed).
 */
export function renderConfirmationMail(
  input: TConfirmationContent,
  names: ConfirmationReference,
  language: LanguageCode = 'en',
): MailMessage {
  const content = ZConfirmationContent.parse(input);
  const m = (key: MessageKey, values?: MessageValues) => message(language, key, values);
  const subject = confirmationSubject(content.kind, content.companyName, language);
  const customerLines = [
    { label: 'Name', value: content.customer.name },
    { label: 'Email', value: content.customer.email },
    { label: 'Phone', value: content.customer.phone },
    { label: 'Service address', value: content.customer.address },
    { label: 'Account', value: content.customer.account },
  ];
  const hello = content.customer.name
    ? greeting(language, content.customer.name)
    : m('confirm.helloCustomer');
  const intro = m(`confirm.intro.${content.kind}`);
  const thanks = m('confirm.thanks', { company: content.companyName });
  const e = escapeHtml;

  const text = [
    hello,
    '',
    intro,
    '',
    m('confirm.reference', { reference: referenceText(names, language) }),
    ...textSection(language, m('confirm.yourDetails'), customerLines),
    ...textSection(language, m('confirm.requestDetails'), content.details),
    ...(content.change ? textSection(language, m('confirm.before'), content.change.before) : []),
    ...(content.change ? textSection(language, m('confirm.after'), content.change.after) : []),
    '',
    m('confirm.questions', content.contact),
    '',
    thanks,
  ].join('\n');

  const strongReference = `<strong>${e(names.reference)}</strong>`;
  const referenceHtml = names.issueId
    ? messageHtml(language, 'confirm.withIssue', { issue: names.issueId }, { reference: strongReference })
    : strongReference;
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#1d2329;max-width:600px">',
    `<h2 style="font-size:20px;margin:0 0 12px">${e(subject)}</h2>`,
    `<p>${e(hello)}</p>`,
    `<p>${e(intro)}</p>`,
    `<p style="font-size:16px">${messageHtml(language, 'confirm.reference', {}, { reference: referenceHtml })}</p>`,
    htmlSection(language, m('confirm.yourDetails'), customerLines),
    htmlSection(language, m('confirm.requestDetails'), content.details),
    content.change ? htmlSection(language, m('confirm.before'), content.change.before) : '',
    content.change ? htmlSection(language, m('confirm.after'), content.change.after) : '',
    `<p style="margin-top:24px">${messageHtml(
      language,
      'confirm.questions',
      {},
      {
        phone: `<strong>${e(content.contact.phone)}</strong>`,
        email: `<a href="mailto:${e(content.contact.email)}">${e(content.contact.email)}</a>`,
      },
    )}</p>`,
    `<p>${e(thanks)}</p>`,
    '</div>',
  ].join('\n');

  return { to: content.to, subject, text, html: mailHtmlIn(language, html) };
}
