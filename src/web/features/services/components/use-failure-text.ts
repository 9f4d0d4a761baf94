/**
 * What a failed change or request says: the server's own message for a refused request (a 4xx, in
 * the reader's language when it is one of the spec's), otherwise the spec's failure text for that
 * action (spec 02 §8).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../messages';

export function useFailureText() {
  const { t } = useTranslation('services');
  const message = useMessageText();
  return useCallback(
    (error: unknown, fallbackKey: string): string => {
      if (isApiError(error) && error.isClientError && error.status !== 401) return message(error.message);
      return t(fallbackKey);
    },
    [message, t],
  );
}
