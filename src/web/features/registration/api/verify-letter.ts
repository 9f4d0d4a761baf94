/** POST /api/registration/letter/verify: the code from the letter proves the address (decision 006). */
import { useMutation } from '@tanstack/react-query';
import { ZLetterCodeRequest } from '../../../../domain/registration/letter';
import { ZRegistrationState } from '../../../../domain/registration/schemas';
import { registrationRequest } from './registration-request';

export const verifyLetter = (code: string) =>
  registrationRequest(
    'POST',
    '/api/registration/letter/verify',
    ZRegistrationState,
    ZLetterCodeRequest.parse({ code }),
  );

export function useVerifyLetter() {
  return useMutation({ mutationFn: verifyLetter });
}
