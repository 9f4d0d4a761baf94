/**
 * The mails and the text about an address claim (decision 006), each in its reader's language: the
 * holder is told first (mail and text, with the one-click objection link), the claimant is told what
 * happens next, and both are told the outcome. The holder's mails name the address, never the
 * claimant; the claimant's never name the holder.
 */
import type { Config } from '../../config';
import type { MailMessage } from '../../ports/mail/mail-port';
import type { SmsMessage } from '../../ports/sms/sms-port';
import { publicBase } from '../../auth/oidc/clients';
import { escapeHtml } from '../../../domain/escape-html';
import { intlLocaleOf } from '../../../domain/languages';
import { toE164 } from '../../../domain/registration/phone';
import {
  greeting,
  mailHtmlIn,
  message,
  messageHtml,
  messageLanguageOf,
  type MessageKey,
} from '../../../domain/messages';

export interface ClaimParty {
  email: string;
  firstName: string;
  language: string;
}

export type ClaimOutcome = 'approved' | 'refused' | 'objected' | 'moved';

const whereOf = (address: { street: string; city: string }) =>
  [address.street, address.city].filter(Boolean).join(', ');

export function claimDate(language: string, date: Date): string {
  return new Intl.DateTimeFormat(intlLocaleOf(messageLanguageOf(language)), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

function mail(
  config: Config,
  to: ClaimParty,
  subjectKey: MessageKey,
  keys: MessageKey[],
  values: Record<string, string>,
  link?: { key: MessageKey; textKey: MessageKey; url: string },
): MailMessage {
  const language = messageLanguageOf(to.language);
  const all = { company: config.COMPANY_NAME, ...values };
  const m = (key: MessageKey) => message(language, key, all);
  const hello = greeting(language, to.firstName);
  const contact = `${publicBase(config)}/ContactUs`;
  const lines = keys.map(m);
  const textLines = [hello, '', ...lines];
  const htmlLines = [`<p>${escapeHtml(hello)}</p>`, ...lines.map((l) => `<p>${escapeHtml(l)}</p>`)];
  if (link) {
    textLines.push(message(language, 'claim.holder.object', { ...all, url: link.url }));
    const anchor = `<a href="${escapeHtml(link.url)}">${escapeHtml(m(link.textKey))}</a>`;
    htmlLines.push(`<p>${messageHtml(language, link.key, all, { link: anchor })}</p>`);
  }
  textLines.push('', message(language, 'moved.contact', { url: contact }));
  return {
    to: to.email,
    subject: m(subjectKey),
    text: textLines.join('\n'),
    html: mailHtmlIn(language, htmlLines.join('\n')),
  };
}

/** To either party when a claim opens: that it opened, and whether it moves on a date or waits for staff. */
function claimOpenedMail(
  config: Config,
  to: ClaimParty,
  address: { street: string; city: string },
  movesAfter: Date | null,
  keys: { subject: MessageKey; opened: MessageKey; waits: MessageKey; staff: MessageKey },
  link?: { key: MessageKey; textKey: MessageKey; url: string },
): MailMessage {
  const values = { where: whereOf(address), date: movesAfter ? claimDate(to.language, movesAfter) : '' };
  return mail(config, to, keys.subject, [keys.opened, movesAfter ? keys.waits : keys.staff], values, link);
}

/** To the holder when a claim opens: what happens, when, and the objection link. */
export function claimHolderMail(
  config: Config,
  to: ClaimParty,
  address: { street: string; city: string },
  movesAfter: Date | null,
  objectionUrl: string,
): MailMessage {
  return claimOpenedMail(
    config,
    to,
    address,
    movesAfter,
    {
      subject: 'claim.holder.subject',
      opened: 'claim.holder.claimed',
      waits: 'claim.holder.waits',
      staff: 'claim.holder.staff',
    },
    { key: 'claim.holder.objectLink', textKey: 'claim.holder.objectLinkText', url: objectionUrl },
  );
}

/** The text to the holder's mobile when a claim opens. */
export function claimHolderSms(
  config: Config,
  to: { phoneNumber: string; language: string },
  address: { street: string; city: string },
  objectionUrl: string,
): SmsMessage {
  return {
    to: toE164(to.phoneNumber),
    text: message(messageLanguageOf(to.language), 'claim.holder.sms', {
      company: config.COMPANY_NAME,
      where: whereOf(address),
      url: objectionUrl,
    }),
  };
}

/** To the claimant when the claim opens: the account exists, the address waits. */
export function claimClaimantMail(
  config: Config,
  to: ClaimParty,
  address: { street: string; city: string },
  movesAfter: Date | null,
): MailMessage {
  return claimOpenedMail(config, to, address, movesAfter, {
    subject: 'claim.claimant.subject',
    opened: 'claim.claimant.opened',
    waits: 'claim.claimant.waits',
    staff: 'claim.claimant.staff',
  });
}

const OUTCOME_KEYS: Record<ClaimOutcome, { claimant: MessageKey; holder: MessageKey }> = {
  approved: { claimant: 'claim.approved.claimant', holder: 'claim.approved.holder' },
  moved: { claimant: 'claim.approved.claimant', holder: 'claim.moved.holder' },
  refused: { claimant: 'claim.refused.claimant', holder: 'claim.refused.holder' },
  objected: { claimant: 'claim.objected.claimant', holder: 'claim.objected.holder' },
};

/** The outcome, to one party. */
export function claimOutcomeMail(
  config: Config,
  to: ClaimParty,
  party: 'claimant' | 'holder',
  outcome: ClaimOutcome,
  address: { street: string; city: string },
): MailMessage {
  return mail(config, to, 'claim.decided.subject', [OUTCOME_KEYS[outcome][party]], {
    where: whereOf(address),
  });
}
