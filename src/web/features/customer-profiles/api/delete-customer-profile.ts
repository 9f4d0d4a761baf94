/** DELETE /api/admin/customer-profiles/{uid}: the profile and its sign-in go; its tickets stay. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZDeletedCustomerProfile,
  type TDeletedCustomerProfile,
} from '../../../../domain/customer-profiles/customer-profile-admin';
import { api } from '../../../lib/api-client';
import { customerProfileKeys } from './customer-profile-keys';

export function deleteCustomerProfile(uid: string): Promise<TDeletedCustomerProfile> {
  return api.delete(`/api/admin/customer-profiles/${encodeURIComponent(uid)}`, {
    schema: ZDeletedCustomerProfile,
  });
}

export function useDeleteCustomerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomerProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerProfileKeys.lists() }),
  });
}
