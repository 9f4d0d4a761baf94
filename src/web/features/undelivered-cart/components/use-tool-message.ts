/**
 * The address tools' messages in the page's language: the server answers with the spec's English
 * words (ADDRESS_TOOLS_MESSAGES); each is a key under `messages` in the undelivered-cart namespace.
 * A message no catalog knows shows the caller's fallback (translated), never the English as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_TOOLS_MESSAGES } from '../../../../domain/address-tools/address-tools';
import { REGISTRATION_MESSAGES } from '../../../../domain/registration/messages';
import { isApiError } from '../../../lib/api-client';
import {
  findServerMessage,
  joinCatalogs,
  keyOfMessage,
  messageKeys,
  type TServerMessageCatalog,
} from '../../../lib/server-message';

export type TToolMessage = keyof typeof ADDRESS_TOOLS_MESSAGES;
/** Curbside's own words for failures the spec does not name. */
type TLocalMessage = 'createIssueFailed' | 'deleteFailed' | 'loadFailed';

export const TOOL_MESSAGES: TServerMessageCatalog = {
  keys: messageKeys(ADDRESS_TOOLS_MESSAGES, 'undelivered-cart:messages.'),
};

/**
 * Adding an address also runs the registration's e-mail and phone checks, which answer with the
 * registration's words: their keys are the registration's (the e-mail and phone fields load that
 * namespace, so only the wizard that has them uses this catalog).
 */
export const ADD_ADDRESS_MESSAGES: TServerMessageCatalog = joinCatalogs(TOOL_MESSAGES, {
  keys: new Map([
    [REGISTRATION_MESSAGES.invalidEmailFormat, 'registration:email.invalidFormat'],
    [REGISTRATION_MESSAGES.enterValidEmail, 'registration:email.enterValid'],
    [REGISTRATION_MESSAGES.disposableEmail, 'registration:email.disposable'],
    [REGISTRATION_MESSAGES.undeliverableEmail, 'registration:email.undeliverable'],
    [REGISTRATION_MESSAGES.invalidPhoneNumber, 'registration:contact.errors.invalidPhoneNumber'],
    [REGISTRATION_MESSAGES.invalidPhoneFormat, 'registration:contact.errors.invalidPhoneFormat'],
    [REGISTRATION_MESSAGES.phoneTenDigits, 'registration:contact.errors.phoneTenDigits'],
  ]),
});

/** The catalogue's key for an English message, or null. */
export function toolMessageKey(message: string): TToolMessage | null {
  return keyOfMessage(ADDRESS_TOOLS_MESSAGES, message) ?? null;
}

/**
 * Turns an error into the text to show: its message in the page's language when a catalog knows it
 * (a refusal, or a 502 naming what failed), otherwise `fallback`. Pass a module-level catalog.
 */
export function useToolMessage(catalog: TServerMessageCatalog = TOOL_MESSAGES) {
  const { t } = useTranslation('undelivered-cart');
  return useCallback(
    (error: unknown, fallback: TToolMessage | TLocalMessage): string => {
      const found = isApiError(error) ? findServerMessage(error.message, catalog) : undefined;
      return found ? t(found.key) : t(`messages.${fallback}`);
    },
    [catalog, t],
  );
}
