/** GET /api/content/support with the spec's content caching (fresh 1 hour, kept 24 hours, one retry). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTENT_QUERY_CACHE,
  contentPath,
  contentQueryKey,
  contentResponseSchema,
} from '../../../../domain/content';
import { api } from '../../../app/api-client';
import { useSession } from '../../../app/use-session';

export function supportContentQueryOptions(customerUid: string | null) {
  return queryOptions({
    queryKey: contentQueryKey('support', customerUid),
    queryFn: ({ signal }) =>
      api.get(contentPath('support'), { schema: contentResponseSchema('support'), signal }),
    ...CONTENT_QUERY_CACHE,
  });
}

export function useSupportContent() {
  const { customer } = useSession();
  return useQuery({ ...supportContentQueryOptions(customer?.uid ?? null), enabled: Boolean(customer) });
}
