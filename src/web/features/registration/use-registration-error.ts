/** Turns a registration API error into the spec's message in the user's language. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR, isApiError } from '../../app/api-client';
import { PASSWORD_MESSAGES } from '../../../domain/password';
import { REGISTRATION_MESSAGES } from '../../../domain/registration/messages';

const PREFIX = 'registration/';

function keyOfMessage<T extends Record<string, string>>(table: T, message: string): keyof T | undefined {
  return (Object.keys(table) as Array<keyof T>).find((key) => table[key] === message);
}

export function useRegistrationError() {
  const { t, i18n } = useTranslation('registration');
  return useCallback(
    (error: unknown): string => {
      if (!isApiError(error)) return t('results.default');
      if (error.code === NETWORK_ERROR) return t('results.network-request-failed');
      const details = error.details ?? {};
      const reason = typeof details.reason === 'string' ? details.reason : undefined;
      // messages that vary within one reason: the password rules and the phone checks
      if (reason === 'registration/weak-password') {
        const rule = keyOfMessage(PASSWORD_MESSAGES, error.message);
        if (rule) return t(`password.errors.${String(rule)}`);
      }
      if (reason === 'registration/invalid-phone') {
        const key = keyOfMessage(REGISTRATION_MESSAGES, error.message);
        if (key && i18n.exists(`registration:contact.errors.${String(key)}`))
          return t(`contact.errors.${String(key)}`);
      }
      if (reason?.startsWith(PREFIX)) {
        const key = `errors.${reason.slice(PREFIX.length)}`;
        if (i18n.exists(`registration:${key}`)) return t(key, details);
      }
      if (reason === 'auth/too-many-requests' || error.code === 'RATE_LIMITED')
        return t('results.too-many-requests');
      if (error.status >= 500 || error.status === 0) return t('results.default');
      return error.message || t('results.default');
    },
    [t, i18n],
  );
}

/** The reason code of a registration API error, if any. */
export function reasonOf(error: unknown): string | undefined {
  return isApiError(error) && typeof error.details?.reason === 'string' ? error.details.reason : undefined;
}
