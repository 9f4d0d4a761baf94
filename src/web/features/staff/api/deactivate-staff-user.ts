/** POST /api/admin/staff/{id}/deactivate: a soft removal (the user stays, inactive). */
import { ZStaffUser, type TStaffUser } from '../../../../domain/staff/staff-user';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { staffKeys } from './staff-keys';

export function deactivateStaffUser(id: string): Promise<TStaffUser> {
  return api.post(`/api/admin/staff/${encodeURIComponent(id)}/deactivate`, undefined, { schema: ZStaffUser });
}

export function useDeactivateStaffUser() {
  return useRefreshingMutation(deactivateStaffUser, staffKeys.lists());
}
