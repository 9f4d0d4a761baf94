/**
 * The customer's phone as on the profile wizard's contact step (spec 03 §5): formatted as typed,
 * (###) ###-####; on blur 10 digits are required ("Please enter a valid 10-digit phone number"), then
 * the phone check runs 500 ms later and its message is shown. A failing check service accepts (the
 * pattern check already passed). `ensureChecked` is for Continue: it does not wait for the debounce.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_MESSAGES } from '../../../../domain/registration/messages';
import { formatPhone, phonePatternError } from '../../../../domain/registration/phone';
import { keyOfMessage } from '../../../lib/server-message';
import { checkPhone } from '../../registration';

const CHECK_DEBOUNCE_MS = 500;

/** The registration's key under contact.errors for an English message, or null. */
function contactErrorKey(message: string): string | null {
  const name = keyOfMessage(REGISTRATION_MESSAGES, message);
  return name ? `contact.errors.${name}` : null;
}

export type TPhoneField = ReturnType<typeof usePhoneField>;

export function usePhoneField(initial = '') {
  const { t } = useTranslation('registration');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const last = useRef<{ value: string; result: Promise<boolean> } | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const text = useCallback(
    (message: string, fallback: string) => t(contactErrorKey(message) ?? fallback),
    [t],
  );

  const onChange = useCallback((typed: string) => {
    const next = formatPhone(typed);
    setValue(next);
    latest.current = next;
    setError(null);
    setChecking(false);
    clearTimeout(timer.current);
    last.current = null;
  }, []);

  const validate = useCallback((): boolean => {
    const pattern = phonePatternError(latest.current);
    if (pattern) setError(text(pattern, 'contact.errors.invalidPhoneFormat'));
    return pattern === null;
  }, [text]);

  const runCheck = useCallback(
    (phone: string): Promise<boolean> => {
      clearTimeout(timer.current);
      setChecking(true);
      const result = checkPhone(phone)
        .then((answer) => {
          if (latest.current !== phone) return false;
          setError(answer.ok ? null : text(answer.message ?? '', 'contact.errors.invalidPhoneNumber'));
          return answer.ok;
        })
        .catch(() => {
          if (latest.current === phone) setError(null);
          return true;
        })
        .finally(() => {
          if (latest.current === phone) setChecking(false);
        });
      last.current = { value: phone, result };
      return result;
    },
    [text],
  );

  const onBlur = useCallback(() => {
    if (!validate()) return;
    const phone = latest.current;
    if (last.current?.value === phone) return;
    clearTimeout(timer.current);
    setChecking(true);
    timer.current = setTimeout(() => void runCheck(phone), CHECK_DEBOUNCE_MS);
  }, [runCheck, validate]);

  const ensureChecked = useCallback((): Promise<boolean> => {
    if (!validate()) return Promise.resolve(false);
    const phone = latest.current;
    return last.current?.value === phone ? last.current.result : runCheck(phone);
  }, [runCheck, validate]);

  return { value, error, checking, onChange, onBlur, validate, ensureChecked };
}
