import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The demo mailbox (GET /api/demo-mailbox): every mail and SMS the built-in adapters kept, newest
 * first. Journeys read sign-in codes and reset links from it, as a newcomer trying the portal would.
 */
export interface DemoMessage {
  id: number;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  createdAt: string;
}

interface MailboxPage {
  items: DemoMessage[];
  total: number;
}

const digits = (value: string) => value.replace(/\D/g, '').slice(-10);

/** Whether a message went to `recipient`: e-mails ignore letter case, phone numbers compare their 10 digits. */
function isFor(message: DemoMessage, recipient: string): boolean {
  if (message.channel === 'sms') return digits(message.recipient) === digits(recipient);
  return message.recipient.trim().toLowerCase() === recipient.trim().toLowerCase();
}

export async function readMailbox(request: APIRequestContext): Promise<DemoMessage[]> {
  const response = await request.get('/api/demo-mailbox?page=1&pageSize=20');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as MailboxPage).items;
}

/** The id of the newest message now, so a later wait takes only what arrives after it. */
export async function mailboxCursor(request: APIRequestContext): Promise<number> {
  const items = await readMailbox(request);
  return items.reduce((max, m) => Math.max(max, m.id), 0);
}

/**
 * Polls until a mail or SMS for `recipient` arrives (newer than `after`, a mailboxCursor) and answers
 * the newest. Messages are delivered by the job worker, so they appear a moment after the request.
 */
export async function waitForMessage(
  request: APIRequestContext,
  options: {
    recipient: string;
    channel: 'mail' | 'sms';
    after?: number;
    subject?: string;
    timeoutMs?: number;
  },
): Promise<DemoMessage> {
  return pollMailbox(
    request,
    (m) =>
      m.channel === options.channel &&
      isFor(m, options.recipient) &&
      m.id > (options.after ?? 0) &&
      (options.subject === undefined || m.subject === options.subject),
    `a ${options.channel} for ${options.recipient} in the demo mailbox`,
    options.timeoutMs,
  );
}

/**
 * Polls the demo mailbox until one of its newest messages `matches`, and answers the newest that
 * does; `what` names it should none come within `timeoutMs`.
 */
export async function pollMailbox(
  request: APIRequestContext,
  matches: (message: DemoMessage) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<DemoMessage> {
  let found: DemoMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMailbox(request)).find(matches);
        return found !== undefined;
      },
      { message: what, timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code in a message. */
export function extractCode(message: DemoMessage): string {
  const match = /\b(\d{6})\b/.exec(message.bodyText);
  if (!match) throw new Error(`no 6-digit code in: ${message.bodyText}`);
  return match[1]!;
}

/** The first link in a message whose path contains `pathPart` (any link when omitted). */
export function extractLink(message: DemoMessage, pathPart = ''): string {
  const links = `${message.bodyText}\n${message.bodyHtml ?? ''}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  const link = links.map((l) => l.replace(/&amp;/g, '&')).find((l) => l.includes(pathPart));
  if (!link) throw new Error(`no link${pathPart ? ` to ${pathPart}` : ''} in: ${message.bodyText}`);
  return link;
}
