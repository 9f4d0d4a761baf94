/**
 * The confirmation mails of the Services area (spec 02 §7 "Confirmation emails"): the seven subjects,
 * and a body with the customer's details, the reference number, the change or request details (old
 * and new size and rate where there are any), the support phone number and the customer-service
 * address. Pure: callers queue the result with queueMail.
 */
import { z } from 'zod';
import type { MailMessage } from '../../ports/mail/mail-port';
import { escapeHtml } from '../../../domain/escape-html';

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

/** The spec's subjects; the first three carry the company name (LRS by default). */
export function confirmationSubject(kind: ConfirmationKind, companyName: string): string {
  switch (kind) {
    case 'service-change':
      return `${companyName} Service Change Confirmation`;
    case 'additional-cart':
      return `${companyName} Additional Cart Request Confirmation`;
    case 'additional-cart-removal':
      return `${companyName} Additional Cart Removal Confirmation`;
    case 'missed-pickup':
      return 'Missed Pickup Request Confirmation';
    case 'pickup-request':
      return 'Pickup Request Confirmation';
    case 'vacation-hold':
      return 'Vacation Hold Request Confirmation';
    case 'damaged-cart':
      return 'Damaged Cart Request Confirmation';
  }
}

const INTRO: Record<ConfirmationKind, string> = {
  'service-change': 'We received your request to change your service. Here are the details.',
  'additional-cart': 'We received your request for additional carts. Here are the details.',
  'additional-cart-removal': 'We received your request to remove additional carts. Here are the details.',
  'missed-pickup':
    'We received your missed pickup report. Our team will take care of it as soon as possible.',
  'pickup-request': 'We received your pickup request. Our team will schedule it as soon as possible.',
  'vacation-hold': 'We received your vacation hold request. Here are the details.',
  'damaged-cart': 'We received your request to replace a damaged cart. Here are the details.',
};

const ZLine = z.object({ label: z.string(), value: z.string() });

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

function htmlRows(lines: readonly { label: string; value: string }[]): string {
  return lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top;white-space:nowrap">${escapeHtml(line.label)}</td>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(line.value || '—')}</td></tr>`,
    )
    .join('');
}

function htmlSection(title: string, lines: readonly { label: string; value: string }[]): string {
  if (lines.length === 0) return '';
  return (
    `<h3 style="margin:20px 0 6px;font-size:15px">${escapeHtml(title)}</h3>` +
    `<table role="presentation" style="border-collapse:collapse;font-size:14px">${htmlRows(lines)}</table>`
  );
}

function textSection(title: string, lines: readonly { label: string; value: string }[]): string[] {
  if (lines.length === 0) return [];
  return ['', title, ...lines.map((line) => `  ${line.label}: ${line.value || '—'}`)];
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
export function referenceText({ reference, issueId }: ConfirmationReference): string {
  return issueId ? `${reference} (issue #${issueId})` : reference;
}

/** The mail for `content`, naming the request by its reference (and issue number once filed). */
export function renderConfirmationMail(
  input: TConfirmationContent,
  names: ConfirmationReference,
): MailMessage {
  const content = ZConfirmationContent.parse(input);
  const subject = confirmationSubject(content.kind, content.companyName);
  const customerLines = [
    { label: 'Name', value: content.customer.name },
    { label: 'Email', value: content.customer.email },
    { label: 'Phone', value: content.customer.phone },
    { label: 'Service address', value: content.customer.address },
    { label: 'Account', value: content.customer.account },
  ];
  const greeting = `Hello ${content.customer.name || 'customer'},`;
  const contactLine = `Questions? Call us at ${content.contact.phone} or write to ${content.contact.email}.`;

  const text = [
    greeting,
    '',
    INTRO[content.kind],
    '',
    `Reference number: ${referenceText(names)}`,
    ...textSection('Your details', customerLines),
    ...textSection('Request details', content.details),
    ...(content.change ? textSection('Before', content.change.before) : []),
    ...(content.change ? textSection('After', content.change.after) : []),
    '',
    contactLine,
    '',
    `Thank you for choosing ${content.companyName}.`,
  ].join('\n');

  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;color:#1d2329;max-width:600px">',
    `<h2 style="font-size:20px;margin:0 0 12px">${escapeHtml(subject)}</h2>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(INTRO[content.kind])}</p>`,
    `<p style="font-size:16px">Reference number: <strong>${escapeHtml(names.reference)}</strong>` +
      (names.issueId ? ` (issue #${escapeHtml(names.issueId)})` : '') +
      '</p>',
    htmlSection('Your details', customerLines),
    htmlSection('Request details', content.details),
    content.change ? htmlSection('Before', content.change.before) : '',
    content.change ? htmlSection('After', content.change.after) : '',
    `<p style="margin-top:24px">Questions? Call us at <strong>${escapeHtml(content.contact.phone)}</strong> or write to ` +
      `<a href="mailto:${escapeHtml(content.contact.email)}">${escapeHtml(content.contact.email)}</a>.</p>`,
    `<p>Thank you for choosing ${escapeHtml(content.companyName)}.</p>`,
    '</div>',
  ].join('\n');

  return { to: content.to, subject, text, html };
}
