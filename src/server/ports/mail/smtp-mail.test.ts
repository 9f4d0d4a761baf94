import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sentMessages } from '../../db/schema';
import { useTestDatabase } from '../../test/db';
import { useShared } from '../../test/shared';
import { startFakeSmtpServer } from './fake-smtp-server';
import { oneClickUnsubscribeHeaders } from './list-unsubscribe';
import { MailHeaderError } from './mail-headers';
import { createSmtpMail, messageIdFor } from './smtp-mail';
import { headerSafeKey } from './sent-messages';

const FROM = 'Curbside <no-reply@hauler.example>';

describe('SMTP mail adapter (against a local SMTP server)', () => {
  const database = useTestDatabase();
  const smtp = useShared(startFakeSmtpServer, (server) => server.close());
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  const recorded = (key: string) =>
    database.db.select().from(sentMessages).where(eq(sentMessages.idempotencyKey, key));

  it('sends From/To/Subject, text and HTML, with a Message-ID made from the idempotency key, then records it', async () => {
    const mail = createSmtpMail(database.db, { url: smtp.url, from: FROM });
    await mail.send(
      {
        to: 'pat@example.com',
        subject: 'Your code',
        text: 'Your code is 123456',
        html: '<p>Your code is <b>123456</b></p>',
      },
      'verify-email.42',
    );

    expect(smtp.messages).toHaveLength(1);
    const [sent] = smtp.messages;
    expect(sent!.from).toBe('no-reply@hauler.example');
    expect(sent!.to).toEqual(['pat@example.com']);
    expect(sent!.headers['subject']).toBe('Your code');
    expect(sent!.headers['from']).toContain('no-reply@hauler.example');
    expect(sent!.headers['message-id']).toBe('<verify-email.42@hauler.example>');
    expect(sent!.headers['x-idempotency-key']).toBe('verify-email.42');
    expect(sent!.data).toContain('Your code is 123456');
    expect(sent!.data).toContain('text/html');

    const rows = await recorded('verify-email.42');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'mail',
      recipient: 'pat@example.com',
      subject: 'Your code',
      adapter: 'smtp',
    });
  });

  it('does not send again when the key is already recorded (a retried job)', async () => {
    const mail = createSmtpMail(database.db, { url: smtp.url, from: FROM });
    const message = { to: 'sam@example.com', subject: 'Hello', text: 'Hi' };
    await mail.send(message, 'retry-key');
    await mail.send(message, 'retry-key');
    expect(smtp.messages).toHaveLength(1);
    expect(await recorded('retry-key')).toHaveLength(1);
  });

  it('throws when the server refuses, records nothing, and succeeds on a later try with the same Message-ID', async () => {
    const mail = createSmtpMail(database.db, { url: smtp.url, from: FROM });
    const message = { to: 'lee@example.com', subject: 'Ticket received', text: 'We got it.' };
    smtp.refuseNext(1, '451 4.3.0 mailbox busy, try again later');

    await expect(mail.send(message, 'ticket:7/mail')).rejects.toThrow(/451/);
    expect(smtp.messages).toHaveLength(0);
    expect(await recorded('ticket:7/mail')).toHaveLength(0);

    await mail.send(message, 'ticket:7/mail');
    expect(smtp.messages).toHaveLength(1);
    // a key with characters a Message-ID cannot hold is hashed, the same way every time
    expect(smtp.messages[0]!.headers['message-id']).toBe(messageIdFor('ticket:7/mail', FROM));
    expect(headerSafeKey('ticket:7/mail')).toMatch(/^[0-9a-f]{64}$/);
    expect(await recorded('ticket:7/mail')).toHaveLength(1);
  });

  it('sends the one-click unsubscribe headers as they are and records them', async () => {
    const mail = createSmtpMail(database.db, { url: smtp.url, from: FROM });
    const url = 'https://portal.hauler.example/api/reminders/unsubscribe/abc123';
    await mail.send(
      {
        to: 'kim@example.com',
        subject: 'Pickup tomorrow',
        text: 'Put your carts out.',
        headers: oneClickUnsubscribeHeaders(url),
      },
      'reminder.kim.1',
    );
    expect(smtp.messages).toHaveLength(1);
    const [sent] = smtp.messages;
    expect(sent!.headers['list-unsubscribe']).toBe(`<${url}>`);
    expect(sent!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(sent!.headers['x-idempotency-key']).toBe('reminder.kim.1');
    const [row] = await recorded('reminder.kim.1');
    expect(row!.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('refuses a header value with CR/LF: nothing is sent or recorded', async () => {
    const mail = createSmtpMail(database.db, { url: smtp.url, from: FROM });
    const message = {
      to: 'kim@example.com',
      subject: 'Pickup tomorrow',
      text: 'x',
      headers: { 'List-Unsubscribe': '<https://a.example/u>\r\nBcc: victim@example.com' },
    };
    await expect(mail.send(message, 'reminder.injected')).rejects.toBeInstanceOf(MailHeaderError);
    expect(smtp.messages).toHaveLength(0);
    expect(await recorded('reminder.injected')).toHaveLength(0);
  });
});
