/** Query keys of the address tools (the wizard and Address Management share the portals). */
import type { TAddedAddressFilters } from '../../../../domain/address-tools/address-tools';

export const addressToolsKeys = {
  all: ['address-tools'] as const,
  portals: () => [...addressToolsKeys.all, 'portals'] as const,
  zip: (zip: string) => [...addressToolsKeys.all, 'zip', zip] as const,
  suggestions: (portalId: string, search: string) =>
    [...addressToolsKeys.all, 'suggestions', portalId, search] as const,
  agents: () => [...addressToolsKeys.all, 'agents'] as const,
  addedLists: () => [...addressToolsKeys.all, 'added'] as const,
  addedList: (filters: TAddedAddressFilters) => [...addressToolsKeys.addedLists(), filters] as const,
};
