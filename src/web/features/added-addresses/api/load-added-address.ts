/**
 * POST /api/admin/added-addresses/{id}/load: with the built-in back office, staff make the address a
 * real site (it then appears in the ZIP lookup, registration and the Services pages). An external back
 * office loads sites itself and answers 409.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLoadedAddedAddress } from '../../../../domain/address-tools/address-tools';
import { api } from '../../../lib/api-client';
import { addressToolsKeys } from '../../undelivered-cart';

export const loadAddedAddress = (id: string) =>
  api.post(`/api/admin/added-addresses/${encodeURIComponent(id)}/load`, undefined, {
    schema: ZLoadedAddedAddress,
  });

export function useLoadAddedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadAddedAddress,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressToolsKeys.addedLists() }),
  });
}
