/**
 * POST /api/notices/unsubscribe: the link at the end of a ticket's status notice; POST
 * /api/reminders/unsubscribe: the one at the end of a pickup reminder (issue 14). Same link shape.
 */
import { useMutation } from '@tanstack/react-query';
import {
  ZUnsubscribeResponse,
  type TUnsubscribeRequest,
} from '../../../../domain/service-requests/status-notice';
import { api } from '../../../lib/api-client';

export type UnsubscribeList = 'notices' | 'reminders';

export function useUnsubscribe(list: UnsubscribeList) {
  return useMutation({
    mutationFn: (input: TUnsubscribeRequest) =>
      api.post(`/api/${list}/unsubscribe`, input, { schema: ZUnsubscribeResponse }),
  });
}
