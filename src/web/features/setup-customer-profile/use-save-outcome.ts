/**
 * What a wizard's save came to: the success message (then the Admin Center 3 seconds later, spec 03
 * §2.8) or the failure's message for the error modal. Nothing the user entered is touched either way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TCreatedCustomerProfile } from '../../../domain/customer-profiles/setup-customer-profile';
import { paths } from '../../../domain/paths';
import { useSaveErrorText, useSavedText } from './use-save-error';

/** Redirect after a profile save (spec 03 §9). */
export const SAVED_REDIRECT_MS = 3000;

export function useSaveOutcome(fallback: 'residentialSaved' | 'enterpriseSaved') {
  const navigate = useNavigate();
  const errorText = useSaveErrorText();
  const savedText = useSavedText();
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onSaved = useCallback(
    (result: TCreatedCustomerProfile) => {
      setSaved(savedText(result.message, fallback));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(paths.admin.center), SAVED_REDIRECT_MS);
    },
    [fallback, navigate, savedText],
  );
  const onFailed = useCallback((error: unknown) => setFailure(errorText(error)), [errorText]);
  const closeFailure = useCallback(() => setFailure(null), []);

  return { saved, failure, onSaved, onFailed, closeFailure };
}
