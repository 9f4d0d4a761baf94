/**
 * The e-mail to an account whose service address moved to its real owner (issue 8 §5). It says what
 * happened and what stays (the sign-in), and points to support in case it is a mistake; it names the
 * street and city the account held and nothing about the new holder.
 */
import type { Config } from '../../config';
import type { MailMessage } from '../../ports/mail/mail-port';
import { publicBase } from '../../auth/oidc/clients';
import { escapeHtml } from '../../../domain/escape-html';

export function addressMovedMail(
  config: Config,
  to: { email: string; firstName: string },
  address: { street: string | null; city: string | null },
): MailMessage {
  const company = config.COMPANY_NAME;
  const where = [address.street, address.city].filter(Boolean).join(', ') || 'your service address';
  const greeting = to.firstName.trim() ? `Hello ${to.firstName.trim()},` : 'Hello,';
  const contact = `${publicBase(config)}/ContactUs`;
  const lines = [
    `The service address ${where} is no longer linked to your ${company} customer portal account.`,
    'Its owner registered it with proof of ownership (the email on file, the account number or a document), and your account had verified it only by email.',
    'You can still sign in with your email and password or Google, but your account no longer shows the services of this address.',
    `If this address is yours, please contact us: ${contact}`,
  ];
  return {
    to: to.email,
    subject: `Your ${company} account no longer has the address ${where}`,
    text: [greeting, '', ...lines].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.slice(0, 3).map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>If this address is yours, please <a href="${escapeHtml(contact)}">contact us</a>.</p>`,
    ].join('\n'),
  };
}
