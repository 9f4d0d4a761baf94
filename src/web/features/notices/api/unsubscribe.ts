/** POST /api/notices/unsubscribe: the link at the end of a ticket's status notice. */
import { useMutation } from '@tanstack/react-query';
import {
  ZUnsubscribeResponse,
  type TUnsubscribeRequest,
} from '../../../../domain/service-requests/status-notice';
import { api } from '../../../app/api-client';

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (input: TUnsubscribeRequest) =>
      api.post('/api/notices/unsubscribe', input, { schema: ZUnsubscribeResponse }),
  });
}
