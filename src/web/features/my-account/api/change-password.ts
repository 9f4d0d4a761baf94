/** POST /api/me/password: My Account's change-password form. */
import { useMutation } from '@tanstack/react-query';
import { ZOkResponse, type TPasswordChange } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: TPasswordChange) => api.post('/api/me/password', input, { schema: ZOkResponse }),
  });
}
