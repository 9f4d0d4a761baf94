/** POST /api/auth/login: customer sign-in with e-mail and password. */
import { useMutation } from '@tanstack/react-query';
import { ZOkResponse, type TLoginRequest } from '../../../../domain/auth';
import { api } from '../../../lib/api-client';

export const login = (input: TLoginRequest) => api.post('/api/auth/login', input, { schema: ZOkResponse });

export function useLogin() {
  return useMutation({ mutationFn: login });
}
