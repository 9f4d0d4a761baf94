import { describe, expect, it } from 'vitest';
import { PHONE_CODE_RULES, checkPhoneCode, planCodeSend, type PhoneCodeState } from './phone-codes';

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, 0) + minutes * 60_000);

function sent(minutes: number, previous: PhoneCodeState | null = null): PhoneCodeState {
  const plan = planCodeSend(previous, at(minutes));
  expect(plan.allowed).toBe(true);
  return {
    codeHash: 'h',
    expiresAt: plan.expiresAt,
    failedAttempts: plan.failedAttempts,
    windowEndsAt: plan.windowEndsAt,
  };
}

describe('phone sign-in codes', () => {
  it('lasts 10 minutes', () => {
    const state = sent(0);
    expect(checkPhoneCode(state, true, at(9.99)).outcome).toBe('ok');
    expect(checkPhoneCode(state, true, at(10)).outcome).toBe('expired');
  });

  it('is single use', () => {
    const { next } = checkPhoneCode(sent(0), true, at(1));
    expect(next!.codeHash).toBeNull();
    expect(checkPhoneCode(next, false, at(1)).outcome).toBe('invalid');
  });

  it('allows 3 wrong tries, and the third burns the code', () => {
    let state: PhoneCodeState | null = sent(0);
    const first = checkPhoneCode(state, false, at(1));
    expect(first).toMatchObject({ outcome: 'invalid', attemptsRemaining: 2 });
    state = first.next;
    const second = checkPhoneCode(state, false, at(2));
    expect(second).toMatchObject({ outcome: 'invalid', attemptsRemaining: 1 });
    const third = checkPhoneCode(second.next, false, at(3));
    expect(third).toMatchObject({ outcome: 'locked', attemptsRemaining: 0 });
    expect(third.next!.codeHash).toBeNull();
    expect(checkPhoneCode(third.next, true, at(4)).outcome).toBe('locked');
  });

  it('does not give tries back with a new code inside the window', () => {
    const state = sent(0);
    const two = checkPhoneCode(checkPhoneCode(state, false, at(1)).next, false, at(2)).next!;
    const resent = sent(3, two);
    expect(resent.failedAttempts).toBe(2);
    expect(resent.windowEndsAt).toEqual(state.windowEndsAt);
    expect(checkPhoneCode(resent, false, at(4)).outcome).toBe('locked');
    const locked = checkPhoneCode(resent, false, at(4)).next!;
    expect(planCodeSend(locked, at(5)).allowed).toBe(false);
  });

  it('starts a fresh window once the old one has passed', () => {
    const locked = { ...sent(0), failedAttempts: PHONE_CODE_RULES.maxFailedAttempts, codeHash: null };
    const plan = planCodeSend(locked, at(10));
    expect(plan).toMatchObject({ allowed: true, failedAttempts: 0 });
    expect(plan.windowEndsAt).toEqual(at(20));
  });

  it('knows no code for an unknown phone', () => {
    expect(checkPhoneCode(null, false, at(0)).outcome).toBe('invalid');
  });
});
