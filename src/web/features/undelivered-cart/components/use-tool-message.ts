/**
 * The address tools' messages in the page's language: the server answers with the spec's English
 * words (ADDRESS_TOOLS_MESSAGES); each is a key under `messages` in the undelivered-cart namespace.
 * A message the catalogue does not know (an e-mail or phone check's reason) is shown as it came.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_TOOLS_MESSAGES } from '../../../../domain/address-tools/address-tools';
import { isApiError } from '../../../app/api-client';

export type TToolMessage = keyof typeof ADDRESS_TOOLS_MESSAGES;
/** Curbside's own words for failures the spec does not name. */
type TLocalMessage = 'createIssueFailed' | 'deleteFailed' | 'loadFailed';

/** The catalogue's key for an English message, or null. */
export function toolMessageKey(message: string): TToolMessage | null {
  const keys = Object.keys(ADDRESS_TOOLS_MESSAGES) as TToolMessage[];
  return keys.find((key) => ADDRESS_TOOLS_MESSAGES[key] === message) ?? null;
}

/** Turns an error (or the server's message) into the text to show; `fallback` for anything unclear. */
export function useToolMessage() {
  const { t } = useTranslation('undelivered-cart');
  return useCallback(
    (error: unknown, fallback: TToolMessage | TLocalMessage): string => {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) {
        const key = isApiError(error) ? toolMessageKey(error.message) : null;
        return t(`messages.${key ?? fallback}`);
      }
      const key = toolMessageKey(error.message);
      return key ? t(`messages.${key}`) : error.message;
    },
    [t],
  );
}
