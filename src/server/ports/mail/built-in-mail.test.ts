import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sentMessages } from '../../db/schema';
import { useTestDatabase } from '../../test/db';
import { createBuiltInMail } from './built-in-mail';
import { oneClickUnsubscribeHeaders } from './list-unsubscribe';
import { MailHeaderError } from './mail-headers';

describe('built-in mail adapter: extra headers', () => {
  const database = useTestDatabase();

  const recorded = (key: string) =>
    database.db.select().from(sentMessages).where(eq(sentMessages.idempotencyKey, key));

  it('records the headers with the message, and null when there are none', async () => {
    const mail = createBuiltInMail(database.db, { log: () => undefined });
    const headers = oneClickUnsubscribeHeaders('https://portal.example/api/unsubscribe/t1');
    await mail.send(
      { to: 'pat@example.com', subject: 'Pickup tomorrow', text: 'Carts out', headers },
      'bi.1',
    );
    await mail.send({ to: 'pat@example.com', subject: 'Code', text: '123456' }, 'bi.2');

    expect((await recorded('bi.1'))[0]!.headers).toEqual({
      'List-Unsubscribe': '<https://portal.example/api/unsubscribe/t1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect((await recorded('bi.2'))[0]!.headers).toBeNull();
  });

  it('refuses a header value with CR/LF and records nothing', async () => {
    const mail = createBuiltInMail(database.db, { log: () => undefined });
    await expect(
      mail.send(
        {
          to: 'pat@example.com',
          subject: 'x',
          text: 'x',
          headers: { 'List-Unsubscribe': '<https://a.example>\r\nBcc: b@example.com' },
        },
        'bi.3',
      ),
    ).rejects.toBeInstanceOf(MailHeaderError);
    expect(await recorded('bi.3')).toHaveLength(0);
  });
});
