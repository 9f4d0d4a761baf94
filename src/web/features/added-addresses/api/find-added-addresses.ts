/**
 * GET /api/admin/added-addresses: newest first, keyset pages of 20, Load More sending back the last
 * page's cursor. The counts come with the first page; later pages keep them.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  ZAddedAddressList,
  type TAddedAddress,
  type TAddedAddressFilters,
  type TAddedAddressList,
} from '../../../../domain/address-tools/address-tools';
import { api } from '../../../lib/api-client';
import { addressToolsKeys } from '../../undelivered-cart';

export function findAddedAddresses(
  filters: TAddedAddressFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TAddedAddressList> {
  return api.get('/api/admin/added-addresses', {
    query: { text: filters.text, portal: filters.portal, cursor },
    schema: ZAddedAddressList,
    signal,
  });
}

export function addedAddressesQueryOptions(filters: TAddedAddressFilters) {
  return infiniteQueryOptions({
    queryKey: addressToolsKeys.addedList(filters),
    queryFn: ({ pageParam, signal }) => findAddedAddresses(filters, pageParam ?? undefined, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: 1,
  });
}

export function useAddedAddresses(filters: TAddedAddressFilters) {
  return useInfiniteQuery(addedAddressesQueryOptions(filters));
}

/** Each address once, in the server's order (pages can overlap after a change). */
export function flattenAddedPages(pages: readonly TAddedAddressList[] | undefined): TAddedAddress[] {
  const seen = new Set<string>();
  const items: TAddedAddress[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The first page's counts. */
export const addedCountsOf = (pages: readonly TAddedAddressList[] | undefined) => pages?.[0]?.counts ?? null;
