/**
 * POST /api/registration/letter: a letter with a one-time code is mailed to the registration's service
 * address (decision 006). The registration is kept until the code expires, so the customer can come back.
 */
import { useMutation } from '@tanstack/react-query';
import { ZRegistrationState } from '../../../../domain/registration/schemas';
import { registrationRequest } from './registration-request';

export const requestLetter = () =>
  registrationRequest('POST', '/api/registration/letter', ZRegistrationState, {});

export function useRequestLetter() {
  return useMutation({ mutationFn: requestLetter });
}
