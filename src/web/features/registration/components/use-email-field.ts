/**
 * An e-mail field with the spec's two checks: the format on blur (Invalid email format), then the
 * deliverability check 500 ms later (disposable, undeliverable; a failing check accepts).
 *
 * The check is the registration's unless told otherwise: staff creating a customer use their own
 * (which also refuses an e-mail a customer already has), with its extra reasons named by
 * `reasonKeys` (reason → a translation key with its namespace). Pass module-level values: they are
 * dependencies of the hook's callbacks.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZRegistrationEmail, type TCheckResult } from '../../../../domain/registration/schemas';
import { checkEmail } from '../api/registration-steps';

export const CHECK_DEBOUNCE_MS = 500;

export interface EmailCheckOptions {
  /** The server check; the registration's by default. */
  check?: (email: string) => Promise<TCheckResult>;
  /** Reasons the registration does not know → translation keys, e.g. 'setup-customer-profile:…'. */
  reasonKeys?: Readonly<Record<string, string>>;
}

export type TEmailField = ReturnType<typeof useEmailField>;

export function useEmailField(initial = '', { check = checkEmail, reasonKeys }: EmailCheckOptions = {}) {
  const { t } = useTranslation('registration');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkedValue, setCheckedValue] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(value);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = useCallback((next: string) => {
    setValue(next);
    latest.current = next;
    setError(null);
    setCheckedValue(null);
    clearTimeout(timer.current);
    setChecking(false);
  }, []);

  const validate = useCallback((): boolean => {
    const parsed = ZRegistrationEmail.safeParse(latest.current);
    if (!parsed.success) {
      setError(latest.current.trim() === '' ? t('email.required') : t('email.invalidFormat'));
      return false;
    }
    return true;
  }, [t]);

  /** Runs the deliverability check of `email` now; true when it may be used (a failing check accepts). */
  const runCheck = useCallback(
    (email: string): Promise<boolean> => {
      clearTimeout(timer.current);
      setChecking(true);
      return check(email)
        .then((result) => {
          if (latest.current.trim() !== email) return false;
          setCheckedValue(email);
          const extraKey = result.reason ? reasonKeys?.[result.reason] : undefined;
          if (result.ok) setError(null);
          else if (extraKey) setError(t(extraKey));
          else if (result.reason === 'registration/disposable-email') setError(t('email.disposable'));
          else if (result.reason === 'registration/undeliverable-email') setError(t('email.undeliverable'));
          else setError(t('email.enterValid'));
          return result.ok;
        })
        .catch(() => {
          setCheckedValue(email);
          return true;
        })
        .finally(() => {
          if (latest.current.trim() === email) setChecking(false);
        });
    },
    [check, reasonKeys, t],
  );

  const onBlur = useCallback(() => {
    if (!validate()) return;
    const email = latest.current.trim();
    if (email === checkedValue) return;
    clearTimeout(timer.current);
    setChecking(true);
    timer.current = setTimeout(() => void runCheck(email), CHECK_DEBOUNCE_MS);
  }, [checkedValue, runCheck, validate]);

  /**
   * For Continue and Enter: the format, then the check, without waiting for the debounce. Clicking
   * Continue blurs the field, which starts the debounced check: the click must not be lost to it.
   */
  const ensureChecked = useCallback(async (): Promise<boolean> => {
    if (!validate()) return false;
    const email = latest.current.trim();
    if (email === checkedValue) return error === null;
    return runCheck(email);
  }, [checkedValue, error, runCheck, validate]);

  return { value, error, checking, onChange, onBlur, validate, ensureChecked, setError };
}
