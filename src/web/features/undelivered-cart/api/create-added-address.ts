/** POST /api/admin/added-addresses: adds an address the back office does not have, with its customer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCreatedAddedAddress,
  type TCreateAddedAddressInput,
} from '../../../../domain/address-tools/address-tools';
import { api } from '../../../lib/api-client';
import { addressToolsKeys } from './address-tools-keys';

export const createAddedAddress = (body: TCreateAddedAddressInput) =>
  api.post('/api/admin/added-addresses', body, { schema: ZCreatedAddedAddress });

export function useCreateAddedAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddedAddress,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addressToolsKeys.addedLists() }),
  });
}
