/**
 * The sign-in pages rendered to HTML (no browser here; journeys cover clicks), their field rules, and
 * English and Spanish strings in step.
 */
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '../../../domain/session';
import { PASSWORD_MESSAGES } from '../../../domain/password';
import { AUTH_MESSAGES } from '../../../domain/auth';
import { sessionQueryKey } from '../../lib/use-session';
import { expectTexts } from '../../test/expect-texts';
import { renderToHtml } from '../../test/render-to-html';
import { inLanguage, initTestI18n } from '../../test/test-i18n';
import en from '../../i18n/locales/en/auth.json';
import es from '../../i18n/locales/es/auth.json';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import {
  isCompletePhone,
  newPasswordErrorKey,
  normaliseCodeInput,
  normalisePhoneInput,
} from './components/validation';
import { AdminLoginPage } from '../admin-auth/admin-login-page';
import { RequireStaff } from '../admin-auth/require-staff';
import { isAdminOnlyPath, mayOpenAdminPage } from '../admin-auth/admin-only-paths';
import { adminSignInUrl } from '../admin-auth/admin-sign-in-url';

function render(element: React.ReactNode, url: string, session?: TSession): string {
  return renderToHtml(
    element,
    (client) => {
      if (session) client.setQueryData(sessionQueryKey, session);
    },
    url,
  );
}

const signedOut: TSession = { customer: null, staff: null, pendingGoogleRegistration: false };
const staffAs = (role: 'admin' | 'customerservice' | 'municipality' | 'unknown'): TSession => ({
  ...signedOut,
  staff: { name: 'Alex', email: 'alex@curbside.demo', role },
});

beforeAll(() => initTestI18n({ en: { auth: en }, es: { auth: es } }));

describe('translations', () => {
  it('has every English key in Spanish', () => {
    // the same keys in both languages: src/web/i18n/locales.test.ts
  });

  it.each([
    [en.errors.userNotFound, AUTH_MESSAGES.userNotFound],
    [en.errors.wrongPassword, AUTH_MESSAGES.wrongPassword],
    [en.errors.tooManyFailedAttempts, AUTH_MESSAGES.tooManyFailedAttempts],
    [en.forgot.success, AUTH_MESSAGES.resetEmailSent],
    [en.errors.invalidCode, AUTH_MESSAGES.invalidCode],
    [en.phone.invalidPhone, AUTH_MESSAGES.invalidPhone],
    [en.admin.loginFailed, AUTH_MESSAGES.adminLoginFailed],
    [en.admin.loginError, AUTH_MESSAGES.adminLoginError],
  ])('uses the spec words: %s', (text, spec) => {
    expect(text).toBe(spec);
  });

  it('uses the spec words for the password rules', () => {
    for (const [rule, message] of Object.entries(PASSWORD_MESSAGES)) {
      expect(en.password[rule as keyof typeof en.password]).toBe(message);
    }
  });
});

describe('LoginPage', () => {
  it('offers Google, the two tabs, the e-mail form and Sign Up', () => {
    const html = render(<LoginPage />, '/login');
    expect(html).toContain('Continue with Google');
    expect(html).toMatch(/role="tab"[^>]*>.*Email &amp; Password/);
    expect(html).toContain('Phone');
    expect(html).toContain('Forgot password?');
    expect(html).toContain('href="/register"');
    expect(html).toMatch(/<label[^>]*>Email/);
    expect(html).toMatch(/<label[^>]*>Password/);
  });

  it('shows the Google messages for ?error=', () => {
    expect(render(<LoginPage />, '/login?error=cancelled')).toContain(
      'Sign-in was cancelled. Please try again.',
    );
    expect(render(<LoginPage />, '/login?error=failed')).toContain(
      'Failed to sign in with Google. Please try again.',
    );
  });

  it('speaks Spanish', () =>
    inLanguage('es', () => {
      expect(render(<LoginPage />, '/login')).toContain('Continuar con Google');
    }));
});

describe('ResetPasswordPage', () => {
  it('asks for the new password and its confirmation', () => {
    const html = render(<ResetPasswordPage />, `/reset-password?token=${'a'.repeat(43)}`);
    expectTexts(html, ['New password', 'Confirm password', 'Change Password']);
  });

  it('explains a link without a token', () => {
    expect(render(<ResetPasswordPage />, '/reset-password')).toContain(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });
});

describe('field rules', () => {
  it.each([
    ['+1', ['', '+1abc']],
    ['+18', ['+18']],
    ['+18475550111', ['(847) 555-0111', '+1 847 555 0111 99', '18475550111']],
    // the field holds the national digits after a fixed "+1": typing 8475550199 anywhere gives that
    ['+18475550199', ['8475550199', '1 (847) 555-0199']],
  ])('forces +1 and at most 10 digits: %j from %j', (phone, typed) => {
    for (const input of typed) expect(normalisePhoneInput(input), input).toBe(phone);
  });

  it('offers Send only at 12 characters', () => {
    expect(isCompletePhone('+1847555011')).toBe(false);
    expect(isCompletePhone('+18475550111')).toBe(true);
  });

  it('keeps codes to 6 digits', () => {
    expect(normaliseCodeInput('12a34-5678')).toBe('123456');
  });

  it.each([
    ['', 'password.required'],
    ['abcdefgh', 'password.uppercase'],
    ['Curbside!2026', null],
  ])('names the first broken password rule of %j: %s', (password, key) => {
    expect(newPasswordErrorKey(password)).toBe(key);
  });
});

describe('admin sign-in', () => {
  it('says "Verifying admin access" while the session loads', () => {
    expect(render(<AdminLoginPage />, '/admin/login')).toContain('Verifying admin access');
  });

  it('shows the work-account button and the admin error messages', () => {
    const html = render(<AdminLoginPage />, '/admin/login', signedOut);
    expect(html).toContain('Sign in with Microsoft');
    expect(render(<AdminLoginPage />, '/admin/login?error=cancelled', signedOut)).toContain(
      'Login failed. Please try again.',
    );
    expect(render(<AdminLoginPage />, '/admin/login?error=failed', signedOut)).toContain(
      'An error occurred during login.',
    );
  });

  it('starts the sign-in with a relative /admin return path only', () => {
    expect(adminSignInUrl('/admin/dashboard')).toBe('/api/admin/auth/start?returnTo=%2Fadmin%2Fdashboard');
    expect(adminSignInUrl('https://evil.example')).toBe('/api/admin/auth/start?returnTo=%2Fadmin');
  });

  const guarded = (
    <Routes>
      <Route element={<RequireStaff />}>
        <Route path="/admin/*" element={<p>admin page</p>} />
      </Route>
    </Routes>
  );

  it('lets staff with a role in, and keeps admin-only pages for admins', () => {
    expect(render(guarded, '/admin/dashboard', staffAs('customerservice'))).toContain('admin page');
    expect(render(guarded, '/admin/user-management', staffAs('admin'))).toContain('admin page');
    // customerservice is redirected (a Navigate renders nothing)
    expect(render(guarded, '/admin/user-management', staffAs('customerservice'))).not.toContain('admin page');
    expect(render(guarded, '/admin/customer-setups/edit/x', staffAs('customerservice'))).not.toContain(
      'admin page',
    );
    expect(isAdminOnlyPath('/admin/Customer-Setup')).toBe(true);
    expect(isAdminOnlyPath('/admin/customer-profiles')).toBe(false);
  });

  it('lets a municipality user open only the Admin Center, the dashboard and the delivery report', () => {
    for (const path of ['/admin', '/admin/', '/admin/dashboard', '/admin/Delivery-Report']) {
      expect(render(guarded, path, staffAs('municipality')), path).toContain('admin page');
      expect(mayOpenAdminPage('municipality', path), path).toBe(true);
    }
    for (const path of ['/admin/customer-profiles', '/admin/service-requests', '/admin/user-management']) {
      expect(render(guarded, path, staffAs('municipality')), path).not.toContain('admin page');
      expect(mayOpenAdminPage('municipality', path), path).toBe(false);
    }
    expect(mayOpenAdminPage('customerservice', '/admin/customer-profiles')).toBe(true);
    expect(mayOpenAdminPage('customerservice', '/admin/user-management')).toBe(false);
  });

  it('shows a clear no-access page to a work account that is not staff, and nothing to the signed-out', () => {
    const html = render(guarded, '/admin', staffAs('unknown'));
    expect(html).toContain('No access to the admin area');
    expect(html).toContain('alex@curbside.demo');
    expect(html).not.toContain('admin page');
    expect(render(guarded, '/admin', signedOut)).not.toContain('admin page');
  });
});
