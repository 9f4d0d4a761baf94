/** GET /api/content/faq with the spec's content caching (fresh 1 hour, kept 24 hours, one retry). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTENT_QUERY_CACHE,
  contentPath,
  contentQueryKey,
  contentResponseSchema,
} from '../../../../domain/content';
import { api } from '../../../app/api-client';
import { useSession } from '../../../app/use-session';

export function faqContentQueryOptions(customerUid: string | null) {
  return queryOptions({
    queryKey: contentQueryKey('faq', customerUid),
    queryFn: ({ signal }) => api.get(contentPath('faq'), { schema: contentResponseSchema('faq'), signal }),
    ...CONTENT_QUERY_CACHE,
  });
}

export function useFaqContent() {
  const { customer } = useSession();
  return useQuery({ ...faqContentQueryOptions(customer?.uid ?? null), enabled: Boolean(customer) });
}
