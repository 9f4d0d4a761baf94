/** GET and PUT /api/reminders: My Account's pickup-reminder choices (issue 14). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZRemindersResponse,
  type TReminderPreferences,
} from '../../../../domain/pickup-reminders/reminder-preferences';
import { api } from '../../../lib/api-client';

export const remindersQueryKey = ['me', 'reminders'] as const;

export function usePickupReminders() {
  return useQuery({
    queryKey: remindersQueryKey,
    queryFn: ({ signal }) => api.get('/api/reminders', { schema: ZRemindersResponse, signal }),
  });
}

export function useSavePickupReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TReminderPreferences) =>
      api.put('/api/reminders', preferences, { schema: ZRemindersResponse }),
    onSuccess: (saved) => client.setQueryData(remindersQueryKey, saved),
  });
}
