import { describe, expect, it } from 'vitest';
import { sentMessages } from '../../db/schema';
import { queueMail, queueSms } from '../../jobs/messaging';
import { oneClickUnsubscribeHeaders } from '../../ports/mail/list-unsubscribe';
import { createTestApp, useTestApp } from '../../test/app';
import { ZFindDemoMessagesResponse } from '../../../domain/demo-mailbox';

describe('GET /api/demo-mailbox with the built-in mail and SMS adapters', () => {
  const t = useTestApp(() =>
    createTestApp({
      env: { MAIL_FROM: 'Demo Hauler <no-reply@demo.example>', SMS_FROM: '+18445550100' },
    }),
  );

  it('is empty at first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/demo-mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0 });
  });

  it('lists mail and SMS delivered through the job queue, newest first, as the recipient sees them', async () => {
    await t.ctx.db.transaction(async (tx) => {
      await queueMail(
        t.ctx,
        tx,
        {
          to: 'pat@example.com',
          subject: 'Verify your e-mail',
          text: 'Your code is 123456',
          html: '<p>Your code is <b>123456</b></p>',
          headers: oneClickUnsubscribeHeaders('http://localhost:3000/api/unsubscribe/t1'),
        },
        'mailbox-mail-1',
      );
    });
    await t.ctx.jobs.drain();
    await t.ctx.db.transaction((tx) =>
      queueSms(t.ctx, tx, { to: '+13125550123', text: 'Your code is 654321' }, 'mailbox-sms-1'),
    );
    await t.ctx.jobs.drain();

    const res = await t.app.inject({ method: 'GET', url: '/api/demo-mailbox' });
    expect(res.statusCode).toBe(200);
    const body = ZFindDemoMessagesResponse.parse(res.json());
    expect(body.total).toBe(2);
    expect(body.items.map((m) => m.channel)).toEqual(['sms', 'mail']);
    expect(body.items[0]).toMatchObject({
      channel: 'sms',
      sender: '+18445550100',
      recipient: '+13125550123',
      subject: null,
      bodyText: 'Your code is 654321',
      bodyHtml: null,
      headers: null,
    });
    expect(body.items[1]).toMatchObject({
      channel: 'mail',
      sender: 'Demo Hauler <no-reply@demo.example>',
      recipient: 'pat@example.com',
      subject: 'Verify your e-mail',
      bodyText: 'Your code is 123456',
      bodyHtml: '<p>Your code is <b>123456</b></p>',
      headers: {
        'List-Unsubscribe': '<http://localhost:3000/api/unsubscribe/t1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(Date.parse(body.items[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(body.items[1]!.createdAt));
  });

  it('paginates in the database and leaves out messages real services sent', async () => {
    const base = Date.parse('2030-01-01T00:00:00Z');
    await t.ctx.db.insert(sentMessages).values(
      Array.from({ length: 25 }, (_, i) => ({
        channel: 'sms' as const,
        recipient: '+13125550100',
        bodyText: `message ${i}`,
        adapter: 'built-in',
        idempotencyKey: `page-${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await t.ctx.db.insert(sentMessages).values({
      channel: 'mail',
      recipient: 'real@example.com',
      subject: 'Sent by SMTP',
      bodyText: 'not for the demo mailbox',
      adapter: 'smtp',
      idempotencyKey: 'real-smtp-1',
      createdAt: new Date(base + 999_000),
    });

    const first = ZFindDemoMessagesResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/demo-mailbox?page=1&pageSize=10' })).json(),
    );
    expect(first.total).toBe(27);
    expect(first.items.map((m) => m.bodyText)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${24 - i}`),
    );

    const third = ZFindDemoMessagesResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/demo-mailbox?page=3&pageSize=10' })).json(),
    );
    expect(third.items.map((m) => m.bodyText)).toEqual([
      'message 4',
      'message 3',
      'message 2',
      'message 1',
      'message 0',
      'Your code is 654321',
      'Your code is 123456',
    ]);
    expect(third.items.some((m) => m.recipient === 'real@example.com')).toBe(false);
  });

  it('rejects bad paging with a 400', async () => {
    for (const query of ['page=0', 'pageSize=101', 'pageSize=0', 'page=abc']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/demo-mailbox?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/demo-mailbox with real mail and SMS services configured', () => {
  const t = useTestApp(() =>
    createTestApp({
      env: {
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SMS_API_URL: 'http://127.0.0.1:9/',
        SMS_ACCOUNT_SID: 'AC123',
        SMS_AUTH_TOKEN: 'token',
        SMS_FROM: '+18445550100',
      },
      work: false,
    }),
  );

  it('does not exist', async () => {
    expect(t.ctx.config.builtInMessaging).toBe(false);
    expect(t.ctx.ports.mail.adapter).toBe('smtp');
    expect(t.ctx.ports.sms.adapter).toBe('http');
    const res = await t.app.inject({ method: 'GET', url: '/api/demo-mailbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
