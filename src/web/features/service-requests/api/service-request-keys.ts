/** Query keys of the tickets desk, so a re-send or a status change can refresh every list at once. */
import type { TServiceRequestFilterQuery } from './service-request-filters';

export const serviceRequestKeys = {
  all: ['service-requests'] as const,
  lists: () => [...serviceRequestKeys.all, 'list'] as const,
  list: (filters: TServiceRequestFilterQuery) => [...serviceRequestKeys.lists(), filters] as const,
  detail: (id: string) => [...serviceRequestKeys.all, 'detail', id] as const,
  portals: () => [...serviceRequestKeys.all, 'portals'] as const,
};
