/**
 * Turns a registration API error into the spec's message in the user's language: by its reason code,
 * else by its text (REGISTRATION_MESSAGE_CATALOG); a message neither knows shows the spec's generic
 * "An unexpected error occurred. Please try again." rather than English on another language's page.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR, isApiError } from '../../lib/api-client';
import { findServerMessage } from '../../lib/server-message';
import { REGISTRATION_MESSAGE_CATALOG } from './registration-messages';

const PREFIX = 'registration/';

export function useRegistrationError() {
  const { t, i18n } = useTranslation('registration');
  return useCallback(
    (error: unknown): string => {
      if (!isApiError(error)) return t('results.default');
      if (error.code === NETWORK_ERROR) return t('results.network-request-failed');
      const details = error.details ?? {};
      const reason = typeof details.reason === 'string' ? details.reason : undefined;
      const known = findServerMessage(error.message, REGISTRATION_MESSAGE_CATALOG);
      // messages that vary within one reason (the password rules, the phone checks) go by their text
      if (known && (reason === 'registration/weak-password' || reason === 'registration/invalid-phone'))
        return t(known.key);
      if (reason?.startsWith(PREFIX)) {
        const key = `errors.${reason.slice(PREFIX.length)}`;
        if (i18n.exists(`registration:${key}`)) return t(key, details);
      }
      if (reason === 'auth/too-many-requests' || error.code === 'RATE_LIMITED')
        return t('results.too-many-requests');
      if (error.status >= 500 || error.status === 0) return t('results.default');
      return known ? t(known.key, known.values) : t('results.default');
    },
    [t, i18n],
  );
}

/** The reason code of a registration API error, if any. */
export function reasonOf(error: unknown): string | undefined {
  return isApiError(error) && typeof error.details?.reason === 'string' ? error.details.reason : undefined;
}
