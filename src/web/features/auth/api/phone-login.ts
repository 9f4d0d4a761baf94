/** POST /api/auth/phone/send and /api/auth/phone/verify: sign-in with a code sent by SMS. */
import { useMutation } from '@tanstack/react-query';
import { ZOkResponse, type TPhoneSendRequest, type TPhoneVerifyRequest } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const sendPhoneCode = (input: TPhoneSendRequest) =>
  api.post('/api/auth/phone/send', input, { schema: ZOkResponse });
export const verifyPhoneCode = (input: TPhoneVerifyRequest) =>
  api.post('/api/auth/phone/verify', input, { schema: ZOkResponse });

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

export function useVerifyPhoneCode() {
  return useMutation({ mutationFn: verifyPhoneCode });
}
