/**
 * Contact Us (spec 02 §2.7): e-mail, subject and message. The spec's form only showed a browser
 * alert and sent nothing; Curbside mails the company's service address and sends the sender a copy.
 * One schema for the form and for POST /api/contact.
 */
import { z } from 'zod';
import { emailField } from './email-field';
import { escapeHtml } from './escape-html';
import type { LanguageCode } from './languages';
import { mailHtmlIn, message, type MessageKey } from './messages';

export const CONTACT_SUBJECTS = ['General Inquiry', 'Support', 'Feedback', 'Other'] as const;
export const ZContactSubject = z.enum(CONTACT_SUBJECTS);
export type TContactSubject = z.infer<typeof ZContactSubject>;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The spec gives no texts for this form; these are Curbside's (the web shows them translated). */
export const CONTACT_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  subjectRequired: 'Please choose a subject.',
  messageRequired: 'Please enter a message.',
  messageTooLong: 'Please keep your message under 5,000 characters.',
  tooManyRequests: 'You have sent several messages in a short time. Please try again later.',
} as const;
export type TContactMessageKey = keyof typeof CONTACT_MESSAGES;

export const ZContactRequest = z.object({
  email: emailField({
    required: CONTACT_MESSAGES.emailRequired,
    invalid: CONTACT_MESSAGES.emailInvalid,
    absent: CONTACT_MESSAGES.emailRequired,
  }),
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subjectRequired }),
  message: z
    .string({ error: CONTACT_MESSAGES.messageRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.messageRequired)
    .max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.messageTooLong),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;
export type TContactRequestInput = z.input<typeof ZContactRequest>;

export const ZContactResponse = z.object({ sent: z.literal(true) });
export type TContactResponse = z.infer<typeof ZContactResponse>;

/** The key of one of CONTACT_MESSAGES from its text (the web translates by key), or null. */
export function contactMessageKey(message: string): TContactMessageKey | null {
  const entry = Object.entries(CONTACT_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as TContactMessageKey) : null;
}

/** Field errors of a form value, as message keys; empty when the value is valid. */
export function contactFieldErrors(
  value: unknown,
): Partial<Record<keyof TContactRequest, TContactMessageKey>> {
  const result = ZContactRequest.safeParse(value);
  if (result.success) return {};
  const errors: Partial<Record<keyof TContactRequest, TContactMessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof TContactRequest | undefined;
    if (!field || errors[field]) continue;
    errors[field] =
      contactMessageKey(issue.message) ??
      (field === 'email' ? 'emailInvalid' : field === 'subject' ? 'subjectRequired' : 'messageRequired');
  }
  return errors;
}

/** Ends the short acknowledgement: the address was typed by whoever filled in the form. */
export interface ContactMailContext {
  companyName: string;
  companyEmail: string;
  companyPhoneDisplay: string;
  /** The signed-in customer who sent it, if any. */
  customer?: { uid: string; email: string } | null;
  receivedAt: Date;
  /**
   * Whether the copy to the sender repeats the message. Only for an address known to be the
   * sender's (the signed-in customer's own verified e-mail); anyone can type any address in the
   * form, so otherwise the copy is a short acknowledgement that carries none of the sender's text.
   */
  echoToSender?: boolean;
  /** The sender's language (the form's request): the copy to the sender is written in it. */
  language?: LanguageCode;
}

export interface ContactMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail to the company's service address, and the copy that confirms receipt to the sender. */
export function contactMails(
  request: TContactRequest,
  context: ContactMailContext,
): { company: ContactMail; sender: ContactMail } {
  const when = context.receivedAt.toISOString();
  const account = context.customer
    ? `Signed-in customer: ${context.customer.email} (uid ${context.customer.uid})`
    : 'Sent without signing in';
  const messageHtml = escapeHtml(request.message).replace(/\n/g, '<br>');

  const company: ContactMail = {
    to: context.companyEmail,
    subject: `Contact Us: ${request.subject} from ${request.email}`,
    text: [
      `A message was sent through the Contact Us form.`,
      ``,
      `From: ${request.email}`,
      `Subject: ${request.subject}`,
      account,
      `Received: ${when}`,
      ``,
      request.message,
    ].join('\n'),
    html: [
      `<p>A message was sent through the Contact Us form.</p>`,
      `<p><strong>From:</strong> ${escapeHtml(request.email)}<br>`,
      `<strong>Subject:</strong> ${escapeHtml(request.subject)}<br>`,
      `${escapeHtml(account)}<br>`,
      `<strong>Received:</strong> ${when}</p>`,
      `<blockquote>${messageHtml}</blockquote>`,
    ].join('\n'),
  };

  const language = context.language ?? 'en';
  const m = (key: MessageKey) =>
    message(language, key, {
      company: context.companyName,
      phone: context.companyPhoneDisplay,
      email: context.companyEmail,
      subject: request.subject,
    });
  const intro = m('contact.thanks');
  const urgent = m('contact.urgent');
  const subject = m('contact.subject');
  const sender: ContactMail = context.echoToSender
    ? {
        to: request.email,
        subject,
        text: [intro, urgent, ``, m('contact.yourMessage'), ``, request.message].join('\n'),
        html: mailHtmlIn(
          language,
          [
            `<p>${escapeHtml(intro)}</p>`,
            `<p>${escapeHtml(urgent)}</p>`,
            `<p><strong>${escapeHtml(m('contact.yourMessage'))}</strong></p>`,
            `<blockquote>${messageHtml}</blockquote>`,
          ].join('\n'),
        ),
      }
    : {
        to: request.email,
        subject,
        text: [intro, urgent, ``, m('contact.notYou')].join('\n'),
        html: mailHtmlIn(
          language,
          [
            `<p>${escapeHtml(intro)}</p>`,
            `<p>${escapeHtml(urgent)}</p>`,
            `<p>${escapeHtml(m('contact.notYou'))}</p>`,
          ].join('\n'),
        ),
      };
  return { company, sender };
}
