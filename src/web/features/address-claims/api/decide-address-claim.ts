/**
 * POST /api/admin/address-claims/{id}/approve or /refuse, with an optional note: the address moves to
 * the claimant or stays with its holder. The queue is fetched again afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZClaimDecision, ZClaimItem } from '../../../../domain/registration/address-claims';
import { api } from '../../../lib/api-client';
import { addressClaimsKeys } from './address-claims-keys';

export type TClaimOutcome = 'approve' | 'refuse';

export interface TDecideClaim {
  id: string;
  outcome: TClaimOutcome;
  note: string;
}

export const decideAddressClaim = ({ id, outcome, note }: TDecideClaim) =>
  api.post(`/api/admin/address-claims/${encodeURIComponent(id)}/${outcome}`, ZClaimDecision.parse({ note }), {
    schema: ZClaimItem,
  });

export function useDecideAddressClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAddressClaim,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: addressClaimsKeys.lists() }),
  });
}
