/**
 * GET /api/admin/customer-profiles: keyset pages of 20, Load More sending back the last page's cursor.
 * The counts come with the first page; later pages keep them.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  ZCustomerProfileListResult,
  type TCustomerProfileFiltersInput,
  type TCustomerProfileListResult,
} from '../../../../domain/customer-profiles/customer-profile-admin';
import { flattenPages, keysetListOptions } from '../../../components/admin-list/paged-query';
import { api, withQuery } from '../../../lib/api-client';
import { customerProfileKeys } from './customer-profile-keys';

/** The filters as the page holds them: text fields as typed, empty meaning "not set". */
export interface TCustomerProfileFilterState {
  customer: string;
  customerId: string;
  portal: string;
  customerType: '' | 'residential' | 'enterprise';
  zip: string;
  createdFrom: string;
  createdTo: string;
  hasServiceChanges: '' | 'true' | 'false';
}

export const NO_CUSTOMER_PROFILE_FILTERS: TCustomerProfileFilterState = {
  customer: '',
  customerId: '',
  portal: '',
  customerType: '',
  zip: '',
  createdFrom: '',
  createdTo: '',
  hasServiceChanges: '',
};

/** The query string values: blanks left out, text trimmed. */
export function filterQuery(filters: TCustomerProfileFilterState): TCustomerProfileFiltersInput {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text) query[key] = text;
  }
  return query as TCustomerProfileFiltersInput;
}

/** The address of a page of the list: the first without a cursor. */
export function customerProfilesUrl(filters: TCustomerProfileFiltersInput, cursor?: string): string {
  return withQuery('/api/admin/customer-profiles', { ...(filters as Record<string, string>), cursor });
}

export function findCustomerProfiles(
  filters: TCustomerProfileFiltersInput,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<TCustomerProfileListResult> {
  return api.get(customerProfilesUrl(filters, cursor), { schema: ZCustomerProfileListResult, signal });
}

export function customerProfilesQueryOptions(filters: TCustomerProfileFiltersInput) {
  return keysetListOptions(customerProfileKeys.list(filters), (cursor, signal) =>
    findCustomerProfiles(filters, cursor, signal),
  );
}

export function useCustomerProfiles(filters: TCustomerProfileFiltersInput) {
  return useInfiniteQuery(customerProfilesQueryOptions(filters));
}

/** Each profile once, in the server's order. */
export const flattenCustomerPages = (pages: readonly TCustomerProfileListResult[] | undefined) =>
  flattenPages(pages, (item) => item.uid);
