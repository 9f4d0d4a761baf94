/** POST /api/admin/staff/{id}/deactivate: a soft removal (the user stays, inactive). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffUser, type TStaffUser } from '../../../../domain/staff/staff-user';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function deactivateStaffUser(id: string): Promise<TStaffUser> {
  return api.post(`/api/admin/staff/${encodeURIComponent(id)}/deactivate`, undefined, { schema: ZStaffUser });
}

export function useDeactivateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }),
  });
}
