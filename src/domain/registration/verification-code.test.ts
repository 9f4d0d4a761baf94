import { describe, expect, it } from 'vitest';
import {
  decideCodeCheck,
  decideCodeSend,
  resendWaitSeconds,
  type CodeRecordState,
} from './verification-code';

const t0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const record = (over: Partial<CodeRecordState> = {}): CodeRecordState => ({
  attempts: 0,
  verified: false,
  sentAt: t0,
  expiresAt: at(600),
  windowEndsAt: at(600),
  ...over,
});
const right = (code: string) => code === '123456';
/** What a send that goes ahead answers: the wrong tries kept and the end of the window (seconds after t0). */
const sends = (attempts: number, windowEnd: number) => ({ ok: true, attempts, windowEndsAt: at(windowEnd) });

describe('sending a code', () => {
  it('sends the first code with no attempts used, opening a 10-minute window', () => {
    expect(decideCodeSend(null, t0)).toEqual(sends(0, 600));
  });

  it('refuses a resend within 60 seconds, counting down', () => {
    expect(decideCodeSend(record(), at(1))).toMatchObject({
      ok: false,
      waitSeconds: 59,
      message: 'Please wait 59 seconds before requesting a new code.',
    });
    expect(decideCodeSend(record(), at(59.2))).toMatchObject({ ok: false, waitSeconds: 1 });
    expect(resendWaitSeconds(t0, at(30))).toBe(30);
    expect(resendWaitSeconds(t0, at(60))).toBe(0);
  });

  it('keeps the wrong tries and the window on a resend inside the window (a resend buys no guesses)', () => {
    expect(decideCodeSend(record({ attempts: 2 }), at(60))).toEqual(sends(2, 600));
  });

  it('sends no new code after 3 wrong tries until the window ends (the phone rule)', () => {
    expect(decideCodeSend(record({ attempts: 3 }), at(61))).toMatchObject({
      ok: false,
      reason: 'registration/too-many-requests',
      message: 'Too many unsuccessful attempts. Please try again later.',
      waitSeconds: 539,
    });
    expect(decideCodeSend(record({ attempts: 3 }), at(600))).toEqual(sends(0, 1200));
  });

  it('starts a new count once the window has passed or the e-mail was verified', () => {
    expect(decideCodeSend(record({ attempts: 2 }), at(601))).toEqual(sends(0, 1201));
    expect(decideCodeSend(record({ verified: true }), at(61))).toMatchObject({ ok: true, attempts: 0 });
    // a record from before the window was kept counts as closed
    expect(decideCodeSend(record({ attempts: 3, windowEndsAt: null }), at(61))).toMatchObject({
      ok: true,
      attempts: 0,
    });
  });
});

describe('checking a code', () => {
  it('accepts the right code within 10 minutes', () => {
    expect(decideCodeCheck(record(), '123456', at(599), right)).toEqual({ ok: true });
  });

  it('asks for the code and for all 6 digits', () => {
    expect(decideCodeCheck(record(), undefined, t0, right)).toMatchObject({
      message: 'Email and code are required',
    });
    expect(decideCodeCheck(record(), '', t0, right)).toMatchObject({
      message: 'Email and code are required',
    });
    expect(decideCodeCheck(record(), '12345', t0, right)).toMatchObject({
      message: 'Please enter all 6 digits',
    });
    expect(decideCodeCheck(record(), '12345a', t0, right)).toMatchObject({
      message: 'Please enter all 6 digits',
    });
  });

  it('counts wrong codes down to too many attempts', () => {
    const first = decideCodeCheck(record(), '000000', t0, right);
    expect(first).toMatchObject({
      ok: false,
      attempts: 1,
      remaining: 2,
      message: 'Invalid code. 2 attempt(s) remaining.',
    });
    const second = decideCodeCheck(record({ attempts: 1 }), '000000', t0, right);
    expect(second).toMatchObject({
      attempts: 2,
      remaining: 1,
      message: 'Invalid code. 1 attempt(s) remaining.',
    });
    const third = decideCodeCheck(record({ attempts: 2 }), '000000', t0, right);
    expect(third).toMatchObject({
      attempts: 3,
      remaining: 0,
      message: 'Too many failed attempts. Please request a new code.',
    });
  });

  it('refuses even the right code after 3 wrong ones, without saying whether it was right', () => {
    let asked = false;
    const outcome = decideCodeCheck(record({ attempts: 3 }), '123456', t0, (c) => {
      asked = true;
      return right(c);
    });
    expect(outcome).toMatchObject({
      ok: false,
      message: 'Too many failed attempts. Please request a new code.',
    });
    expect(asked).toBe(false);
  });

  it('refuses an expired code', () => {
    expect(decideCodeCheck(record(), '123456', at(600), right)).toMatchObject({
      ok: false,
      message: 'Verification code has expired. Please request a new one.',
    });
  });

  it('tells when there is no code, or the e-mail is verified already', () => {
    expect(decideCodeCheck(null, '123456', t0, right)).toMatchObject({
      message: 'No verification code found. Please request a new one.',
    });
    expect(decideCodeCheck(record({ verified: true }), '123456', t0, right)).toMatchObject({
      message: 'Email already verified.',
    });
  });
});
