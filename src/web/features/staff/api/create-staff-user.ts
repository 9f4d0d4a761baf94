/** POST /api/admin/staff: add a user. Every list is refreshed afterwards. */
import { ZStaffUser, type TStaffUser, type TStaffUserForm } from '../../../../domain/staff/staff-user';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { staffKeys } from './staff-keys';

export function createStaffUser(form: TStaffUserForm): Promise<TStaffUser> {
  return api.post('/api/admin/staff', form, { schema: ZStaffUser });
}

export function useCreateStaffUser() {
  return useRefreshingMutation(createStaffUser, staffKeys.lists());
}
