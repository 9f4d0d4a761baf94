/**
 * POST /api/me/password: My Account's change-password form through the API.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/app';
import { Browser, PASSWORD, seedPeople } from '../../auth/test/helpers';
import { AUTH_MESSAGES } from '../../../domain/auth';
import { AUTH_LIMITS } from '../../auth/rate-limit';

const t = useTestApp(() => createTestApp({ prepare: seedPeople }));

let ip = 1;
async function signedIn(email: string, password = PASSWORD): Promise<Browser> {
  const b = new Browser(t.app, `198.51.100.${ip++}`);
  const res = await b.post('/api/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return b;
}

const NEW_PASSWORD = 'Harbor!Lantern42';

describe('change password', () => {
  it('needs a signed-in customer', async () => {
    const res = await new Browser(t.app).post('/api/me/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password, a weak new one and the same one, changing nothing', async () => {
    const b = await signedIn('manny@example.com');
    const wrong = await b.post('/api/me/password', { currentPassword: 'nope', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.currentPasswordWrong);
    const weak = await b.post('/api/me/password', { currentPassword: PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    const same = await b.post('/api/me/password', { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.json().message).toBe(AUTH_MESSAGES.samePassword);
    expect((await b.get('/api/session')).json().customer?.uid).toBe('c-manny');
    await signedIn('manny@example.com', PASSWORD);
  });

  it('changes it, keeps this browser signed in and signs the others out', async () => {
    const here = await signedIn('rita@example.com');
    const elsewhere = await signedIn('rita@example.com');
    const res = await here.post('/api/me/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await here.get('/api/session')).json().customer?.uid).toBe('c-rita');
    expect((await elsewhere.get('/api/session')).json().customer).toBeNull();
    const old = await new Browser(t.app, '198.51.100.200').post('/api/auth/login', {
      email: 'rita@example.com',
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    await signedIn('rita@example.com', NEW_PASSWORD);
  });

  it('locks the form after too many wrong current passwords', async () => {
    const b = await signedIn('manny@example.com');
    const { limit } = AUTH_LIMITS.passwordChangePerAccount;
    for (let i = 0; i < limit; i++) {
      await b.post('/api/me/password', { currentPassword: `wrong-${i}`, newPassword: NEW_PASSWORD });
    }
    const locked = await b.post('/api/me/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(locked.statusCode).toBe(429);
  });
});
