/** POST /api/auth/password-reset/request and /confirm. */
import { useMutation } from '@tanstack/react-query';
import { ZOkResponse, type TPasswordResetConfirm, type TPasswordResetRequest } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (input: TPasswordResetRequest) =>
  api.post('/api/auth/password-reset/request', input, { schema: ZOkResponse });
export const confirmPasswordReset = (input: TPasswordResetConfirm) =>
  api.post('/api/auth/password-reset/confirm', input, { schema: ZOkResponse });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
