/** DELETE /api/admin/added-addresses/{id}: "Address deleted successfully". */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeletedAddedAddress } from '../../../../domain/address-tools/address-tools';
import { api } from '../../../lib/api-client';
import { addressToolsKeys } from '../../undelivered-cart';

export const deleteAddedAddress = (id: string) =>
  api.delete(`/api/admin/added-addresses/${encodeURIComponent(id)}`, { schema: ZDeletedAddedAddress });

export function useDeleteAddedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddedAddress,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressToolsKeys.addedLists() }),
  });
}
