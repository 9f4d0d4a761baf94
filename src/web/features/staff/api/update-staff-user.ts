/** PATCH /api/admin/staff/{id}: only the changed fields are sent; the server keeps the rest. */
import { ZStaffUser, type TStaffUser, type TStaffUserPatch } from '../../../../domain/staff/staff-user';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { staffKeys } from './staff-keys';

export function updateStaffUser({ id, patch }: { id: string; patch: TStaffUserPatch }): Promise<TStaffUser> {
  return api.patch(`/api/admin/staff/${encodeURIComponent(id)}`, patch, { schema: ZStaffUser });
}

export function useUpdateStaffUser() {
  return useRefreshingMutation(updateStaffUser, staffKeys.lists());
}
