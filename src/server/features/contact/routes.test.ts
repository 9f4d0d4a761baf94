/**
 * POST /api/contact: validated with the shared schema, mails the company and a copy to the sender
 * (both queued in one transaction and delivered by the worker), rate-limited per address and e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { Browser, CUSTOMERS, PASSWORD, seedPeople } from '../../auth/test/helpers';
import { sentMessages } from '../../db/schema';
import { CONTACT_LIMITS } from './routes';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ prepare: seedPeople });
});
afterAll(async () => {
  await t?.close();
});

let ip = 1;
const browser = () => new Browser(t.app, `192.0.2.${ip++}`);
const COMPANY = 'customerservice@lrsrecycles.com';

async function mailsTo(...recipients: string[]) {
  await t.ctx.jobs.drain();
  return t.ctx.db
    .select()
    .from(sentMessages)
    .where(inArray(sentMessages.recipient, recipients))
    .orderBy(asc(sentMessages.id));
}

describe('POST /api/contact', () => {
  it('refuses bad input with the form messages', async () => {
    const b = browser();
    const cases: Array<[unknown, string]> = [
      [{ email: 'not-an-email', subject: 'Support', message: 'Hi' }, 'Please enter a valid email address.'],
      [{ email: '', subject: 'Support', message: 'Hi' }, 'Please enter your email address.'],
      [{ email: 'pat@example.com', subject: 'Complaint', message: 'Hi' }, 'Please choose a subject.'],
      [{ email: 'pat@example.com', subject: 'Support', message: '   ' }, 'Please enter a message.'],
      [
        { email: 'pat@example.com', subject: 'Support', message: 'x'.repeat(5001) },
        'Please keep your message under 5,000 characters.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await b.post('/api/contact', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await mailsTo('pat@example.com')).toEqual([]);
  });

  it('mails the company and a confirming copy to the sender, with the text escaped in HTML', async () => {
    const res = await browser().post('/api/contact', {
      email: ' Pat.Visitor@example.com ',
      subject: 'General Inquiry',
      message: 'When is bulk pickup?\n<script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });

    const mails = await mailsTo(COMPANY, 'Pat.Visitor@example.com');
    const company = mails.find((m) => m.recipient === COMPANY)!;
    const copy = mails.find((m) => m.recipient === 'Pat.Visitor@example.com')!;
    expect(company.subject).toBe('Contact Us: General Inquiry from Pat.Visitor@example.com');
    expect(company.bodyText).toContain('When is bulk pickup?');
    expect(company.bodyText).toContain('Sent without signing in');
    expect(company.bodyHtml).toContain('&lt;script&gt;');
    expect(company.bodyHtml).not.toContain('<script>');
    expect(copy.subject).toBe('We received your message: General Inquiry');
    expect(copy.bodyText).toContain('Thank you for contacting LRS');
    expect(copy.bodyText).toContain('844.NEED.LRS');
    expect(copy.bodyText).toContain('When is bulk pickup?');
  });

  it('names the signed-in customer in the mail to the company', async () => {
    const b = browser();
    expect(
      (await b.post('/api/auth/login', { email: CUSTOMERS[0]!.email, password: PASSWORD })).statusCode,
    ).toBe(200);
    const res = await b.post('/api/contact', {
      email: 'rita.other@example.com',
      subject: 'Feedback',
      message: 'Great service.',
    });
    expect(res.statusCode).toBe(200);
    await t.ctx.jobs.drain();
    const [company] = await t.ctx.db
      .select()
      .from(sentMessages)
      .where(eq(sentMessages.subject, 'Contact Us: Feedback from rita.other@example.com'));
    expect(company!.recipient).toBe(COMPANY);
    expect(company!.bodyText).toContain('Signed-in customer: rita@example.com (uid c-rita)');
  });

  it('limits messages per e-mail, from any address', async () => {
    const email = 'busy@example.com';
    for (let i = 0; i < CONTACT_LIMITS.perEmail.limit; i++) {
      expect(
        (await browser().post('/api/contact', { email, subject: 'Other', message: `Message ${i}` }))
          .statusCode,
      ).toBe(200);
    }
    const refused = await browser().post('/api/contact', {
      email: 'BUSY@example.com',
      subject: 'Other',
      message: 'One more',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You have sent several messages in a short time. Please try again later.',
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(CONTACT_LIMITS.perEmail.limit);
  });

  it('limits messages per client address, whatever the e-mail', async () => {
    const b = browser();
    for (let i = 0; i < CONTACT_LIMITS.perIp.limit; i++) {
      expect(
        (
          await b.post('/api/contact', {
            email: `sender${i}@example.com`,
            subject: 'Support',
            message: 'Hello',
          })
        ).statusCode,
      ).toBe(200);
    }
    const refused = await b.post('/api/contact', {
      email: 'fresh@example.com',
      subject: 'Support',
      message: 'Hello',
    });
    expect(refused.statusCode).toBe(429);
    expect(await mailsTo('fresh@example.com')).toEqual([]);
  });
});
