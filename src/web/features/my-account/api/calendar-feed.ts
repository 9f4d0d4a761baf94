/**
 * The personal calendar feed in My Account (issue 14): its status (GET /api/calendar-feed), turning it
 * on or renewing it (POST, the only answer that carries the link) and turning it off (DELETE).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCalendarFeedLink,
  ZCalendarFeedStatus,
  type TCalendarFeedStatus,
} from '../../../../domain/calendar-feed/calendar-feed-api';
import { api } from '../../../lib/api-client';

export const calendarFeedQueryKey = ['me', 'calendar-feed'] as const;

export const calendarFeedQueryOptions = queryOptions({
  queryKey: calendarFeedQueryKey,
  queryFn: ({ signal }) => api.get('/api/calendar-feed', { schema: ZCalendarFeedStatus, signal }),
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}

/** Turns the feed on or gives it a new link; the answer's URL is shown once. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/calendar-feed', undefined, { schema: ZCalendarFeedLink }),
    onSuccess: (link) => {
      queryClient.setQueryData<TCalendarFeedStatus>(calendarFeedQueryKey, {
        enabled: true,
        createdAt: link.createdAt,
        lastFetchedAt: null,
      });
    },
  });
}

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/calendar-feed'),
    onSuccess: () => {
      queryClient.setQueryData<TCalendarFeedStatus>(calendarFeedQueryKey, {
        enabled: false,
        createdAt: null,
        lastFetchedAt: null,
      });
    },
  });
}
