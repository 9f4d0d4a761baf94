/**
 * Turns a failed save into the spec's words (03 §8 "Profile save") in the user's language: 422
 * ADDRESS_NOT_LOADED (the spec's 561), an enterprise 422 (customers not available), a known server
 * message by its key (the profile's own, or the registration's contact and e-mail checks the save
 * runs), else the spec's "Bad request: …" for a 400 and "An unexpected error occurred" otherwise —
 * never the server's English as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SETUP_CUSTOMER_PROFILE_MESSAGES } from '../../../domain/customer-profiles/setup-customer-profile';
import { NETWORK_ERROR, isApiError } from '../../lib/api-client';
import {
  findServerMessage,
  joinCatalogs,
  keyOfMessage,
  messageKeys,
  type TServerMessageCatalog,
} from '../../lib/server-message';
import { REGISTRATION_MESSAGE_CATALOG } from '../registration';

type TMessageKey = keyof typeof SETUP_CUSTOMER_PROFILE_MESSAGES;

/** The key under `messages` of a server message Curbside knows, if it is one. */
export function messageKeyOf(message: string): TMessageKey | undefined {
  return keyOfMessage(SETUP_CUSTOMER_PROFILE_MESSAGES, message);
}

/** What a save can answer: the profile's messages, then the registration's checks. */
export const SETUP_SAVE_MESSAGES: TServerMessageCatalog = joinCatalogs(
  { keys: messageKeys(SETUP_CUSTOMER_PROFILE_MESSAGES, 'setup-customer-profile:messages.') },
  REGISTRATION_MESSAGE_CATALOG,
);

export function useSaveErrorText() {
  const { t } = useTranslation('setup-customer-profile');
  return useCallback(
    (error: unknown): string => {
      if (!isApiError(error)) return t('messages.unexpected');
      if (error.code === NETWORK_ERROR) return t('messages.network');
      if (error.code === 'ADDRESS_NOT_LOADED') return t('messages.addressNotLoaded');
      const known = findServerMessage(error.message, SETUP_SAVE_MESSAGES);
      if (known) return t(known.key, known.values);
      return error.status === 400 ? t('messages.badRequest') : t('messages.unexpected');
    },
    [t],
  );
}

/** The server's success message in the user's language (the spec's own text when it is not a known one). */
export function useSavedText() {
  const { t } = useTranslation('setup-customer-profile');
  return useCallback(
    (message: string, fallback: 'residentialSaved' | 'enterpriseSaved'): string => {
      const known = messageKeyOf(message);
      return t(`messages.${known ?? fallback}`);
    },
    [t],
  );
}
