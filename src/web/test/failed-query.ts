/** A query that has failed, for render tests of a page's error state. */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Seeds the query of `queryKey` as failed ("down"), and keeps it failed when the page mounts. */
export function withFailedQuery({ queryKey }: { queryKey: QueryKey }) {
  return (client: QueryClient) => {
    // a failed query stays failed on mount (the page shows its error instead of asking again)
    client.setDefaultOptions({ queries: { retryOnMount: false } });
    client
      .getQueryCache()
      .build(client, { queryKey })
      .setState({ status: 'error', error: new Error('down'), fetchStatus: 'idle', data: undefined });
  };
}
