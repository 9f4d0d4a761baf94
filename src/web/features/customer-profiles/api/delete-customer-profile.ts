/** DELETE /api/admin/customer-profiles/{uid}: the profile and its sign-in go; its tickets stay. */
import {
  ZDeletedCustomerProfile,
  type TDeletedCustomerProfile,
} from '../../../../domain/customer-profiles/customer-profile-admin';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { customerProfileKeys } from './customer-profile-keys';

export function deleteCustomerProfile(uid: string): Promise<TDeletedCustomerProfile> {
  return api.delete(`/api/admin/customer-profiles/${encodeURIComponent(uid)}`, {
    schema: ZDeletedCustomerProfile,
  });
}

export function useDeleteCustomerProfile() {
  return useRefreshingMutation(deleteCustomerProfile, customerProfileKeys.lists());
}
