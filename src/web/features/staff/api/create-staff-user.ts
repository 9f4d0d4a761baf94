/** POST /api/admin/staff: add a user. Every list is refreshed afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZStaffUser, type TStaffUser, type TStaffUserForm } from '../../../../domain/staff/staff-user';
import { api } from '../../../lib/api-client';
import { staffKeys } from './staff-keys';

export function createStaffUser(form: TStaffUserForm): Promise<TStaffUser> {
  return api.post('/api/admin/staff', form, { schema: ZStaffUser });
}

export function useCreateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }),
  });
}
