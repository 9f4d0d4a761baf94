/** GET /api/services: the signed-in resident's service cards, portal switches and today. */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  ZServicesResponse,
  type TServiceCard,
  type TServicesResponse,
} from '../../../../domain/services/services-api';
import { api } from '../../../lib/api-client';
import { FIVE_MINUTES } from '../../../lib/query-client';
import { servicesKeys } from './services-keys';

export const SERVICES_URL = '/api/services';

export function getServices(signal?: AbortSignal): Promise<TServicesResponse> {
  return api.get(SERVICES_URL, { schema: ZServicesResponse, signal });
}

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: servicesKeys.cards(),
    queryFn: ({ signal }) => getServices(signal),
    // the default-services query is stale after 5 minutes (spec 02 §7 Caching)
    staleTime: FIVE_MINUTES,
  });

export function useServices(enabled = true) {
  return useQuery({ ...servicesQueryOptions(), enabled });
}

/** Puts a card the server answered after a change into the cached page, then refreshes it. */
export function replaceServiceCard(queryClient: QueryClient, card: TServiceCard): void {
  queryClient.setQueryData<TServicesResponse>(servicesKeys.cards(), (page) =>
    page
      ? {
          ...page,
          // a change's answer does not look up collection day: the cached card's stays
          cards: page.cards.map((c) =>
            c.serviceType === card.serviceType ? { ...card, collection: c.collection } : c,
          ),
        }
      : page,
  );
  void queryClient.invalidateQueries({ queryKey: servicesKeys.cards() });
}
