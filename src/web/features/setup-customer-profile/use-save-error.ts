/**
 * Turns a failed save into the spec's words (03 §8 "Profile save") in the user's language: 422
 * ADDRESS_NOT_LOADED (the spec's 561), an enterprise 422 (customers not available), a 400 with or
 * without a message, a known server message by its key, else the server's message or "An unexpected
 * error occurred".
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SETUP_CUSTOMER_PROFILE_MESSAGES } from '../../../domain/customer-profiles/setup-customer-profile';
import { NETWORK_ERROR, isApiError } from '../../app/api-client';
import { keyOfMessage } from '../../app/server-message';

type TMessageKey = keyof typeof SETUP_CUSTOMER_PROFILE_MESSAGES;

/** The key under `messages` of a server message Curbside knows, if it is one. */
export function messageKeyOf(message: string): TMessageKey | undefined {
  return keyOfMessage(SETUP_CUSTOMER_PROFILE_MESSAGES, message);
}

export function useSaveErrorText() {
  const { t } = useTranslation('setup-customer-profile');
  return useCallback(
    (error: unknown): string => {
      if (!isApiError(error)) return t('messages.unexpected');
      if (error.code === NETWORK_ERROR) return t('messages.network');
      if (error.code === 'ADDRESS_NOT_LOADED') return t('messages.addressNotLoaded');
      const known = messageKeyOf(error.message);
      if (known) return t(`messages.${known}`);
      if (error.status === 400) return error.message || t('messages.badRequest');
      if (error.status >= 500) return t('messages.unexpected');
      return error.message || t('messages.unexpected');
    },
    [t],
  );
}

/** The server's success message in the user's language (the spec's text when it is the known one). */
export function useSavedText() {
  const { t } = useTranslation('setup-customer-profile');
  return useCallback(
    (message: string, fallback: 'residentialSaved' | 'enterpriseSaved'): string => {
      const known = messageKeyOf(message);
      return known ? t(`messages.${known}`) : message || t(`messages.${fallback}`);
    },
    [t],
  );
}
