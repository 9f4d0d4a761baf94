/**
 * Customer and staff sign-in: request and response schemas shared by the API and the forms, and the
 * spec's messages (spec 01 §5 "Login and reset", §8 error catalogue; spec 03 §8 admin login).
 */
import { z } from 'zod';
import { emailField } from './email-field';
import { ZNewPassword } from './password';

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Please enter a valid email address.',
  // login (spec 01 §8)
  userNotFound: 'No account found with this email.',
  wrongPassword: 'Incorrect password.',
  tooManyFailedAttempts: 'Too many failed attempts. Please try again later.',
  loginFailed: 'Invalid email or password.',
  // password reset
  resetEmailSent: 'Password reset email sent! Please check your inbox.',
  resetEmailFailed: 'Failed to send reset email.',
  tooManyRequests: 'Too many requests. Please try again later.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordUpdated: 'Your password has been changed. Please log in with your new password.',
  // change password (My Account)
  currentPasswordWrong: 'Your current password is incorrect.',
  noPasswordYet:
    'Your account signs in without a password. Use "Forgot password?" on the login page to set one.',
  samePassword: 'Choose a password different from your current one.',
  passwordChanged: 'Your password has been changed. You stay signed in here; other devices are signed out.',
  // phone login
  invalidPhone: 'Please enter a valid 10-digit phone number',
  sendCodeFailed: 'Failed to send verification code.',
  codeDigits: 'Please enter all 6 digits',
  invalidCode: 'Invalid verification code.',
  codeExpired: 'Verification code has expired. Please request a new one.',
  // Google
  googleCancelled: 'Sign-in was cancelled. Please try again.',
  googleFailed: 'Failed to sign in with Google. Please try again.',
  googleDataError: 'There was an error processing your Google account information. Please try again.',
  // admin (spec 03 §8)
  adminLoginFailed: 'Login failed. Please try again.',
  adminLoginError: 'An error occurred during login.',
} as const;

/** Machine-readable reasons sent in `details.reason` of auth errors; the web app maps them to i18n keys. */
export const AUTH_ERROR_REASONS = [
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/too-many-requests',
  'auth/invalid-code',
  'auth/code-expired',
  'auth/invalid-reset-link',
  'auth/current-password-wrong',
  'auth/no-password',
  'auth/same-password',
] as const;
export type TAuthErrorReason = (typeof AUTH_ERROR_REASONS)[number];

/** `?error=` codes the OIDC callbacks redirect to /login and /admin/login with. */
export const OIDC_ERROR_CODES = ['cancelled', 'failed'] as const;
export type TOidcErrorCode = (typeof OIDC_ERROR_CODES)[number];

export const ZEmail = emailField({
  required: AUTH_MESSAGES.emailRequired,
  invalid: AUTH_MESSAGES.invalidEmail,
});

/** +1 and exactly 10 digits (12 characters). */
export const PHONE_PATTERN = /^\+1\d{10}$/;
export const ZPhone = z.string().regex(PHONE_PATTERN, AUTH_MESSAGES.invalidPhone);
export const ZCode = z.string().regex(/^\d{6}$/, AUTH_MESSAGES.codeDigits);

export const ZLoginRequest = z.object({
  email: ZEmail,
  // no rules beyond presence: old passwords are checked against their hash, not today's rules
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZPhoneSendRequest = z.object({ phone: ZPhone });
export type TPhoneSendRequest = z.infer<typeof ZPhoneSendRequest>;

export const ZPhoneVerifyRequest = z.object({ phone: ZPhone, code: ZCode });
export type TPhoneVerifyRequest = z.infer<typeof ZPhoneVerifyRequest>;

export const ZPasswordResetRequest = z.object({ email: ZEmail });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZPasswordResetConfirm = z.object({
  token: z.string().min(16).max(128),
  password: ZNewPassword,
});
export type TPasswordResetConfirm = z.infer<typeof ZPasswordResetConfirm>;

/** POST /api/me/password: the current password, and the new one under the registration rules. */
export const ZPasswordChange = z.object({
  currentPassword: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(128),
  newPassword: ZNewPassword,
});
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

export const ZOkResponse = z.object({ ok: z.literal(true) });

/** Google data kept for a browser whose Google account has no customer yet (GET /api/auth/google/pending). */
export const ZGooglePending = z.object({
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  isGoogleSignUp: z.literal(true),
});
export type TGooglePending = z.infer<typeof ZGooglePending>;

/** The signed-in staff member (GET /api/admin/whoami). */
export const ZStaffWhoami = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'customerservice', 'municipality']),
});

/** Only relative /admin paths may be returned to after the work-account sign-in. */
export function isSafeAdminReturnPath(value: string | undefined | null): value is string {
  if (!value || value.length > 512) return false;
  if (!/^\/admin(?:[/?#]|$)/.test(value)) return false;
  // no scheme-relative or backslash tricks, no dot segments, no control characters or spaces, and
  // nothing outside ASCII: the path goes into a Location header, where Node refuses anything above
  // U+00FF (that was a 500 at the sign-in callback)
  if ([...value].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) >= 0x7f)) return false;
  return !/\/\/|\\|\/\.\.?(?:[/?#]|$)/.test(value);
}

/**
 * The /admin path to return to after the work-account sign-in, with characters outside ASCII
 * percent-encoded (as a browser would send them), or '/admin' when the value is not a safe path.
 */
export function adminReturnPath(value: string | undefined | null): string {
  if (!value || value.length > 512) return '/admin';
  let encoded: string;
  try {
    encoded = value.replace(/[\u0080-\uffff]+/g, (run) => encodeURIComponent(run));
  } catch {
    // a lone surrogate cannot be encoded (URIError)
    return '/admin';
  }
  return isSafeAdminReturnPath(encoded) ? encoded : '/admin';
}
