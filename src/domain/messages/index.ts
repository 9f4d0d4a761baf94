/**
 * The one mechanism every e-mail and text message to a customer is written with (issue 16): a table
 * of strings per language (./<code>.ts, English the spec's words), {{placeholders}} filled in, and
 * the HTML of a mail marked with its language and direction (Arabic right to left). Dates and numbers
 * in a message are formatted with intlLocaleOf(language) by the composer.
 */
import { withPlainDollarSign } from '../dollars';
import { escapeHtml } from '../escape-html';
import { directionOf, intlLocaleOf, LANGUAGES, matchLanguage, type LanguageCode } from '../languages';
import { ar } from './ar';
import { de } from './de';
import { en, type MessageKey, type MessageTable } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { it } from './it';
import { ja } from './ja';
import { pt } from './pt';
import { zhCN } from './zh-CN';

export type { MessageKey, MessageTable };

export const MESSAGE_TABLES: Record<LanguageCode, MessageTable> = {
  en,
  es,
  fr,
  de,
  it,
  ja,
  pt,
  'zh-CN': zhCN,
  hi,
  ar,
};

const CODES: readonly string[] = LANGUAGES.map((l) => l.code);

/** A stored or sent language (a profile's column, a ticket's) as one of the ten; English otherwise. */
export function messageLanguageOf(value: string | null | undefined): LanguageCode {
  return matchLanguage(value, CODES) ?? 'en';
}

export type MessageValues = Record<string, string | number>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The message `key` in `language`, its {{placeholders}} filled with `values` (plain text). */
export function message(language: LanguageCode, key: MessageKey, values: MessageValues = {}): string {
  const template = MESSAGE_TABLES[language][key] || en[key];
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The message as HTML: its words and `values` escaped, `markup` (links, bold parts the composer built
 * and escaped itself) placed as they are.
 */
export function messageHtml(
  language: LanguageCode,
  key: MessageKey,
  values: MessageValues = {},
  markup: Record<string, string> = {},
): string {
  const template = MESSAGE_TABLES[language][key] || en[key];
  return template
    .split(PLACEHOLDER)
    .map((part, index) => {
      // split with a capture group: odd parts are placeholder names
      if (index % 2 === 0) return escapeHtml(part);
      if (part in markup) return markup[part]!;
      return part in values ? escapeHtml(String(values[part])) : `{{${part}}}`;
    })
    .join('');
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** "yard waste": a service type (trash, recycling, yardwaste) in the language; an unknown one as it is. */
export function serviceTypeName(language: LanguageCode, serviceType: string): string {
  const key = `service.${serviceType}`;
  return isMessageKey(key) ? message(language, key) : serviceType;
}

/** An amount in US dollars in the language's number format, with the plain "$" (../dollars.ts). */
export function formatDollars(amount: number, language: LanguageCode): string {
  const format = new Intl.NumberFormat(intlLocaleOf(language), { style: 'currency', currency: 'USD' });
  return withPlainDollarSign(format, amount);
}

/** "Hello Ana," or "Hello," in the language. */
export function greeting(language: LanguageCode, name: string): string {
  const trimmed = name.trim();
  return trimmed
    ? message(language, 'common.hello', { name: trimmed })
    : message(language, 'common.helloNoName');
}

/** "a, b and c" in the language's words (English keeps "trash, recycling and yard waste"). */
export function listOf(language: LanguageCode, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return message(language, 'common.listAnd', {
    first: items.slice(0, -1).join(message(language, 'common.listComma')),
    last: items.at(-1)!,
  });
}

/** A link in a mail: where it goes and its words. */
export interface MailLink {
  href: string;
  label: string;
}

function mailAnchor(link: MailLink): string {
  return `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`;
}

/**
 * The small print under a notice mail (a reminder, a status notice): why it came, then its links (to
 * change or stop such mails), set apart by a rule.
 */
function mailFooterHtml(why: string, links: readonly MailLink[]): string {
  return `<hr><p style="font-size:12px;color:#5f6770">${escapeHtml(why)} ${links.map(mailAnchor).join(' · ')}</p>`;
}

/**
 * The HTML body of a notice mail (a pickup reminder, a status notice), in the language's block: the
 * greeting, the headline in bold, the paragraphs in order (a link is a paragraph of its own), then
 * the small print.
 */
export function noticeMailHtml(
  language: LanguageCode,
  notice: {
    hello: string;
    headline: string;
    paragraphs: readonly (string | MailLink)[];
    why: string;
    footerLinks: readonly MailLink[];
  },
): string {
  return mailHtmlIn(
    language,
    [
      `<p>${escapeHtml(notice.hello)}</p>`,
      `<p><strong>${escapeHtml(notice.headline)}</strong></p>`,
      ...notice.paragraphs.map((p) => `<p>${typeof p === 'string' ? escapeHtml(p) : mailAnchor(p)}</p>`),
      mailFooterHtml(notice.why, notice.footerLinks),
    ].join(''),
  );
}

/** Where a notice's reader asks questions and who sends it: the portal's contact and company. */
export interface NoticeSender {
  contact: { phone: string; email: string };
  companyName: string;
  unsubscribeUrl: string;
}

/**
 * How every notice mail ends (a ticket's status, a collection exception): the questions line, then,
 * below "--", why it was sent and the link that stops these notices; as text lines, and as the parts
 * noticeMailHtml takes.
 */
export function noticeMailEnding(language: LanguageCode, sender: NoticeSender) {
  const questions = message(language, 'notice.questions', sender.contact);
  const why = message(language, 'notice.why', { company: sender.companyName });
  const stop = message(language, 'notice.stop');
  return {
    questions,
    why,
    text: [questions, '', '--', why, `${stop}: ${sender.unsubscribeUrl}`],
    footerLinks: [{ href: sender.unsubscribeUrl, label: stop }],
  };
}

/**
 * A notice mail (a ticket's status, a collection exception) as text and as HTML: the greeting, the
 * headline and what follows it, the link onward, then how every notice ends (noticeMailEnding).
 */
export function noticeMail(
  language: LanguageCode,
  sender: NoticeSender,
  notice: {
    hello: string;
    headline: string;
    /** The text mail's lines under the headline. */
    lines: readonly string[];
    /** The HTML mail's paragraphs under the headline. */
    paragraphs: readonly (string | MailLink)[];
    /** Where the reader sees more: the text mail's words before the address, and the link's words. */
    onward: { href: string; text: string; label: string };
  },
): { text: string; html: string } {
  const { hello, headline, onward } = notice;
  const ending = noticeMailEnding(language, sender);
  const text = [
    hello,
    '',
    headline,
    ...notice.lines,
    '',
    `${onward.text} ${onward.href}`,
    '',
    ...ending.text,
  ];
  const html = noticeMailHtml(language, {
    hello,
    headline,
    paragraphs: [...notice.paragraphs, { href: onward.href, label: onward.label }, ending.questions],
    why: ending.why,
    footerLinks: ending.footerLinks,
  });
  return { text: text.join('\n'), html };
}

/**
 * A mail's HTML body marked with its language: English as it always was, another language in a
 * block with lang (the right fonts and hyphenation) and, for Arabic, dir="rtl".
 */
export function mailHtmlIn(language: LanguageCode, html: string): string {
  if (language === 'en') return html;
  const dir = directionOf(language) === 'rtl' ? ' dir="rtl"' : '';
  return `<div lang="${language}"${dir}>${html}</div>`;
}
