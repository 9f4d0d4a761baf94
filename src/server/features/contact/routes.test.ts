/**
 * POST /api/contact: validated with the shared schema, mails the company and a copy to the sender
 * (both queued in one transaction and delivered by the worker), rate-limited per address and e-mail.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { createTestApp, useTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { Browser, CUSTOMERS, PASSWORD, seedPeople } from '../../auth/test/helpers';
import { customerProfiles, sentMessages } from '../../db/schema';
import { message } from '../../../domain/messages';
import { CONTACT_LIMITS } from './routes';

const clock = testClock();
const advance = clock.advance;
const t = useTestApp(() => createTestApp({ now: clock.now, prepare: seedPeople }));

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
    // the address was only typed into the form: the copy is an acknowledgement without the message
    expect(copy.bodyText).not.toContain('When is bulk pickup?');
    expect(copy.bodyHtml).not.toContain('When is bulk pickup?');
    expect(copy.bodyHtml).not.toContain('script');
    expect(copy.bodyText).toContain(message('en', 'contact.notYou'));
  });

  it('repeats the message only to the signed-in customer’s own verified e-mail', async () => {
    const send = async (b: Browser, email: string, message: string) => {
      expect((await b.post('/api/contact', { email, subject: 'Support', message })).statusCode).toBe(200);
      await t.ctx.jobs.drain();
      const [copy] = await t.ctx.db
        .select()
        .from(sentMessages)
        .where(
          and(
            eq(sentMessages.recipient, email),
            eq(sentMessages.subject, 'We received your message: Support'),
          ),
        )
        .orderBy(desc(sentMessages.id))
        .limit(1);
      return copy!;
    };
    const rita = browser();
    await rita.post('/api/auth/login', { email: 'rita@example.com', password: PASSWORD });
    // signed in, own address, not yet verified: acknowledgement only
    expect((await send(rita, 'rita@example.com', 'Unverified so far')).bodyText).not.toContain(
      'Unverified so far',
    );
    await t.ctx.db
      .update(customerProfiles)
      .set({ emailVerified: true })
      .where(eq(customerProfiles.uid, 'c-rita'));
    const own = await send(rita, 'RITA@example.com', 'Please check my <cart>');
    expect(own.bodyText).toContain('Please check my <cart>');
    expect(own.bodyHtml).toContain('Please check my &lt;cart&gt;');
    // signed in but typing someone else's address: no echo to that address
    expect((await send(rita, 'neighbour@example.com', 'Hello neighbour')).bodyText).not.toContain(
      'Hello neighbour',
    );
    // not signed in, typing the customer's verified address: no echo either
    expect((await send(browser(), 'rita@example.com', 'Pretending to be Rita')).bodyText).not.toContain(
      'Pretending to be Rita',
    );
  });

  it('sends one address at most a few copies a day, from any client address; the company still hears', async () => {
    const email = 'daily@example.com';
    const { limit } = CONTACT_LIMITS.copiesPerRecipientPerDay;
    // spread over hours, so the hourly limit per e-mail never refuses
    for (let i = 0; i <= limit; i++) {
      const res = await browser().post('/api/contact', { email, subject: 'Other', message: `Day ${i}` });
      expect(res.statusCode).toBe(200);
      advance(2 * 60 * 60 * 1000);
    }
    expect(await mailsTo(email)).toHaveLength(limit);
    const company = await t.ctx.db
      .select()
      .from(sentMessages)
      .where(eq(sentMessages.subject, `Contact Us: Other from ${email}`));
    expect(company).toHaveLength(limit + 1);
    // a new day, a new allowance
    advance(24 * 60 * 60 * 1000);
    await browser().post('/api/contact', { email, subject: 'Other', message: 'Next day' });
    expect(await mailsTo(email)).toHaveLength(limit + 1);
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
