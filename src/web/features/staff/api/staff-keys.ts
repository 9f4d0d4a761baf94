/** Query keys of the staff feature, so a change can refresh every list at once. */
import type { TStaffListFilters } from './staff-filters';

export const staffKeys = {
  all: ['staff'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (filters: TStaffListFilters) => [...staffKeys.lists(), filters] as const,
  migration: (id: string) => [...staffKeys.all, 'migration', id] as const,
  portals: () => [...staffKeys.all, 'portals'] as const,
};
