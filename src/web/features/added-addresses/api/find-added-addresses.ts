/**
 * GET /api/admin/added-addresses: newest first, keyset pages of 20, Load More sending back the last
 * page's cursor. The counts come with the first page; later pages keep them.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  ZAddedAddressList,
  type TAddedAddressFilters,
  type TAddedAddressList,
} from '../../../../domain/address-tools/address-tools';
import { flattenPages, keysetListOptions } from '../../../components/admin-list/paged-query';
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
  return keysetListOptions(addressToolsKeys.addedList(filters), (cursor, signal) =>
    findAddedAddresses(filters, cursor, signal),
  );
}

export function useAddedAddresses(filters: TAddedAddressFilters) {
  return useInfiniteQuery(addedAddressesQueryOptions(filters));
}

/** Each address once, in the server's order (pages can overlap after a change). */
export const flattenAddedPages = (pages: readonly TAddedAddressList[] | undefined) =>
  flattenPages(pages, (item) => item.id);
