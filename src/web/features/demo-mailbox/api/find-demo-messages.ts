/** GET /api/demo-mailbox, one page at a time, refetched every 5 s so a new code shows up without a reload. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  DEMO_MAILBOX_POLL_MS,
  ZFindDemoMessagesResponse,
  type TDemoMessage,
  type TFindDemoMessagesQuery,
  type TFindDemoMessagesResponse,
} from '../../../../domain/demo-mailbox';
import { hasNextPage } from '../../../../domain/pagination';
import { api, isApiError } from '../../../lib/api-client';

export const DEMO_MAILBOX_PAGE_SIZE = 20;

export function findDemoMessages(
  query: TFindDemoMessagesQuery,
  signal?: AbortSignal,
): Promise<TFindDemoMessagesResponse> {
  return api.get('/api/demo-mailbox', { query, schema: ZFindDemoMessagesResponse, signal });
}

/**
 * The mailbox is off (real mail and SMS services are configured: 404), or not for this reader (403: a
 * local demo answers only the machine it runs on): either way the page does not exist.
 */
export function isDemoMailboxOff(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

export function demoMessagesQueryOptions(pageSize = DEMO_MAILBOX_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: ['demo-mailbox', { pageSize }],
    queryFn: ({ pageParam, signal }) => findDemoMessages({ page: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) =>
      hasNextPage({ page, pageSize }, last.total) ? page + 1 : undefined,
    // always fresh: a message sent a second ago must show up
    staleTime: 0,
    // stop asking once the server says the mailbox does not exist
    refetchInterval: (query) => (isDemoMailboxOff(query.state.error) ? false : DEMO_MAILBOX_POLL_MS),
  });
}

/** Newest first, each message once (pages refetched while new mail arrives can overlap). */
export function flattenDemoMessages(pages: readonly TFindDemoMessagesResponse[] | undefined): TDemoMessage[] {
  const seen = new Set<number>();
  const messages: TDemoMessage[] = [];
  for (const page of pages ?? []) {
    for (const message of page.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

export function useDemoMessages(pageSize = DEMO_MAILBOX_PAGE_SIZE) {
  return useInfiniteQuery(demoMessagesQueryOptions(pageSize));
}
