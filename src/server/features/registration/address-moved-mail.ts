/**
 * The e-mail to an account whose service address moved to its real owner (issue 8 §5). It says what
 * happened and what stays (the sign-in), and points to support in case it is a mistake; it names the
 * street and city the account held and nothing about the new holder. In the holder's language.
 */
import type { Config } from '../../config';
import type { MailMessage } from '../../ports/mail/mail-port';
import { publicBase } from '../../auth/oidc/clients';
import { escapeHtml } from '../../../domain/escape-html';
import {
  greeting,
  mailHtmlIn,
  message,
  messageHtml,
  messageLanguageOf,
  type MessageKey,
} from '../../../domain/messages';

export function addressMovedMail(
  config: Config,
  to: { email: string; firstName: string; language: string },
  address: { street: string | null; city: string | null },
): MailMessage {
  const language = messageLanguageOf(to.language);
  const company = config.COMPANY_NAME;
  const where =
    [address.street, address.city].filter(Boolean).join(', ') || message(language, 'moved.yourAddress');
  const m = (key: MessageKey) => message(language, key, { company, where });
  const hello = greeting(language, to.firstName);
  const contact = `${publicBase(config)}/ContactUs`;
  const lines = [m('moved.unlinked'), m('moved.owner'), m('moved.stillSignIn')];
  const contactLink = `<a href="${escapeHtml(contact)}">${escapeHtml(m('moved.contactUs'))}</a>`;
  return {
    to: to.email,
    subject: m('moved.subject'),
    text: [hello, '', ...lines, message(language, 'moved.contact', { url: contact })].join('\n'),
    html: mailHtmlIn(
      language,
      [
        `<p>${escapeHtml(hello)}</p>`,
        ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
        `<p>${messageHtml(language, 'moved.contactLink', {}, { link: contactLink })}</p>`,
      ].join('\n'),
    ),
  };
}
