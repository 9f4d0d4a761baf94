/**
 * Preloads the content customers usually open next (spec 01 §2 Home): the services content after
 * 1 second and the support (contact) content after 3 seconds, into the shared content cache, in the
 * language the pages will read them in.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { contentQueryOptions, useContentLanguage } from '../../lib/use-content';

export const PRELOAD_SERVICES_MS = 1000;
export const PRELOAD_CONTACT_MS = 3000;

export function usePreloadContent(customerUid: string | null): void {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  useEffect(() => {
    if (!customerUid) return;
    const timers = [
      setTimeout(
        () => void queryClient.prefetchQuery(contentQueryOptions('services', customerUid, language)),
        PRELOAD_SERVICES_MS,
      ),
      setTimeout(
        () => void queryClient.prefetchQuery(contentQueryOptions('support', customerUid, language)),
        PRELOAD_CONTACT_MS,
      ),
    ];
    return () => timers.forEach(clearTimeout);
  }, [customerUid, language, queryClient]);
}
