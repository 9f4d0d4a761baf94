/**
 * GET /api/admin/address-tools/suggestions: at most 10 suggestions in the portal's ZIP codes, asked
 * for once the typed text has 3 characters (the caller debounces it by 300 ms).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUGGESTION_MIN_CHARS, ZAddressSuggestions } from '../../../../domain/address-tools/address-tools';
import { api } from '../../../lib/api-client';
import { addressToolsKeys } from './address-tools-keys';

export const findAddressSuggestions = (portalId: string, search: string, signal?: AbortSignal) =>
  api.get('/api/admin/address-tools/suggestions', {
    query: { portalId, search },
    schema: ZAddressSuggestions,
    signal,
  });

export const addressSuggestionsQueryOptions = (portalId: string, search: string) =>
  queryOptions({
    queryKey: addressToolsKeys.suggestions(portalId, search.trim()),
    queryFn: ({ signal }) => findAddressSuggestions(portalId, search.trim(), signal),
    enabled: portalId !== '' && search.trim().length >= SUGGESTION_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });

export const useAddressSuggestions = (portalId: string, search: string) =>
  useQuery(addressSuggestionsQueryOptions(portalId, search));
