/** Query keys of the claims queue and the letters waiting to be printed. */
import type { TClaimStatus } from '../../../../domain/registration/address-claims';

export const addressClaimsKeys = {
  all: ['address-claims'] as const,
  lists: () => [...addressClaimsKeys.all, 'list'] as const,
  list: (status: TClaimStatus, page: number) => [...addressClaimsKeys.lists(), status, page] as const,
  letters: () => [...addressClaimsKeys.all, 'letters'] as const,
};
