/** POST /api/contact: sends the Contact Us message (the company gets it, the sender a copy). */
import { useMutation } from '@tanstack/react-query';
import { ZContactResponse, type TContactRequest } from '../../../../domain/contact';
import { api } from '../../../lib/api-client';

export function sendContactMessage(body: TContactRequest) {
  return api.post('/api/contact', body, { schema: ZContactResponse });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
