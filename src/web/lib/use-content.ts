/**
 * GET /api/content/{kind} as TanStack queries with the spec's content caching (fresh 1 hour, kept
 * 24 hours, no refetch on focus, mount or reconnect, one retry), shared by the content pages (home,
 * support, FAQ, sticker locations) so what the home page preloads is what they read. Content is
 * asked for in the language menu's language (Accept-Language; the server answers staff's translation
 * or English), which is part of the key, so switching language fetches that language's content.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_QUERY_CACHE,
  contentPath,
  contentQueryKey,
  contentResponseSchema,
  type TContentKind,
  type TContentResponse,
} from '../../domain/content';
import { LANGUAGES, matchLanguage, type LanguageCode } from '../../domain/languages';
import { api } from './api-client';
import { useSession } from './use-session';

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code);

/** The language content is read in: the language menu's (a change re-renders the reader). */
export function useContentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return matchLanguage(i18n.resolvedLanguage ?? i18n.language, LANGUAGE_CODES) ?? 'en';
}

export function contentQueryOptions<K extends TContentKind>(
  kind: K,
  customerUid: string | null,
  language: LanguageCode,
) {
  return queryOptions({
    queryKey: contentQueryKey(kind, customerUid, language),
    queryFn: ({ signal }): Promise<TContentResponse<K>> =>
      api.get(contentPath(kind), {
        schema: contentResponseSchema(kind),
        headers: { 'accept-language': language },
        signal,
      }),
    ...CONTENT_QUERY_CACHE,
  });
}

/** The signed-in customer's content of a kind in the current language. */
export function useContent<K extends TContentKind>(kind: K) {
  const { customer } = useSession();
  const language = useContentLanguage();
  return useQuery({
    ...contentQueryOptions(kind, customer?.uid ?? null, language),
    enabled: Boolean(customer),
  });
}
