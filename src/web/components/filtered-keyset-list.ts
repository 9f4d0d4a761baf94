/**
 * A filtered admin list served in keyset pages (Customer Profiles, the tickets desk): its address
 * (the filters in the query string, then the cursor), the fetch of one page, and the infinite
 * query over them, declared once from the path, the page's schema and the list's query key.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, withQuery } from '../lib/api-client';
import { keysetListOptions, type TKeysetPage } from './admin-list/paged-query';

export function filteredKeysetList<
  Filters extends object,
  Page extends TKeysetPage<unknown>,
  Key extends QueryKey,
>(path: string, schema: z.ZodType<Page>, listKey: (filters: Filters) => Key) {
  const url = (filters: Filters, cursor?: string): string =>
    withQuery(path, { ...(filters as Record<string, string>), cursor });
  const find = (filters: Filters, cursor: string | undefined, signal?: AbortSignal): Promise<Page> =>
    api.get(url(filters, cursor), { schema, signal });
  const options = (filters: Filters) =>
    keysetListOptions(listKey(filters), (cursor, signal) => find(filters, cursor, signal));
  return { url, find, options };
}
