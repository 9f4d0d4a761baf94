/** PATCH /api/admin/staff/{id}: only the changed fields are sent; the server keeps the rest. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffUser, type TStaffUser, type TStaffUserPatch } from '../../../../domain/staff/staff-user';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function updateStaffUser({ id, patch }: { id: string; patch: TStaffUserPatch }): Promise<TStaffUser> {
  return api.patch(`/api/admin/staff/${encodeURIComponent(id)}`, patch, { schema: ZStaffUser });
}

export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }),
  });
}
