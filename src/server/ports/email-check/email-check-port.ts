/**
 * E-mail deliverability check (spec 01 §5): after the format check, is the address disposable, and can
 * its domain receive mail? A check that cannot answer ('unknown') ACCEPTS the address: the spec lets
 * registration go on when the validation service fails.
 */
export type EmailVerdict = 'ok' | 'invalid-syntax' | 'disposable' | 'undeliverable' | 'unknown';

export interface EmailCheckResult {
  verdict: EmailVerdict;
}

export interface EmailCheckPort {
  readonly adapter: 'built-in';
  check(email: string): Promise<EmailCheckResult>;
}
