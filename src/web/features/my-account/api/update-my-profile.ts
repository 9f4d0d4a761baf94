/**
 * PUT /api/me/profile: saves the edited contact information. On success the cached profile is
 * replaced by the answer and the session (the header's profile popover) and the reminder channels
 * are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMyProfile, type TProfileUpdateInput } from '../../../../domain/my-account';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/use-session';
import { myProfileQueryKey } from './get-my-profile';
import { remindersQueryKey } from './pickup-reminders';

export function updateMyProfile(values: TProfileUpdateInput) {
  return api.put('/api/me/profile', values, { schema: ZMyProfile });
}

export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(myProfileQueryKey, profile);
      // the contact methods decide which reminder channels are open
      void queryClient.invalidateQueries({ queryKey: remindersQueryKey });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
