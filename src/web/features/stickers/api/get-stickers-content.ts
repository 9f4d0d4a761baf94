/** GET /api/content/stickers with the spec's content caching (fresh 1 hour, kept 24 hours, one retry). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CONTENT_QUERY_CACHE,
  contentPath,
  contentQueryKey,
  contentResponseSchema,
} from '../../../../domain/content';
import { api } from '../../../app/api-client';
import { useSession } from '../../../app/use-session';

export function stickersContentQueryOptions(customerUid: string | null) {
  return queryOptions({
    queryKey: contentQueryKey('stickers', customerUid),
    queryFn: ({ signal }) =>
      api.get(contentPath('stickers'), { schema: contentResponseSchema('stickers'), signal }),
    ...CONTENT_QUERY_CACHE,
  });
}

export function useStickerContent() {
  const { customer } = useSession();
  return useQuery({ ...stickersContentQueryOptions(customer?.uid ?? null), enabled: Boolean(customer) });
}
