/**
 * The registration's server calls, one per step action: start (choose the address), the current
 * state, choose the e-mail, send and check the code, account number, document, submit.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZCheckResult,
  ZRegistrationState,
  ZRegistrationSubmitResponse,
  ZSendCodeResponse,
  ZStartRegistrationResponse,
  type TRegistrationSubmitInput,
  type TSetEmailRequest,
} from '../../../../domain/registration/schemas';
import { registrationRequest, setRegistrationToken, uploadWithProgress } from './registration-request';

export async function startRegistration(addressId: string) {
  const started = await registrationRequest('POST', '/api/registration', ZStartRegistrationResponse, {
    addressId,
  });
  setRegistrationToken(started.registrationToken);
  return started.state;
}

export const getCurrentRegistration = () =>
  registrationRequest('GET', '/api/registration/current', ZRegistrationState);

export const setRegistrationEmail = (body: TSetEmailRequest) =>
  registrationRequest('POST', '/api/registration/email', ZRegistrationState, body);

export const sendVerificationCode = () =>
  registrationRequest('POST', '/api/registration/email/code', ZSendCodeResponse, {});

export const verifyCode = (code: string) =>
  registrationRequest('POST', '/api/registration/email/verify', ZRegistrationState, { code });

/** The account number with the account holder's last name (decision 006: the number alone is no proof). */
export const verifyAccountNumber = (entry: { accountNumber: string; lastName: string }) =>
  registrationRequest('POST', '/api/registration/account-number', ZRegistrationState, entry);

export function verifyDocument(file: Blob, name: string, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file, name);
  return uploadWithProgress('/api/registration/document', ZRegistrationState, form, onProgress);
}

export const checkEmail = (email: string) =>
  registrationRequest('POST', '/api/registration/email-check', ZCheckResult, { email });

export const checkPhone = (phone: string) =>
  registrationRequest('POST', '/api/registration/phone-check', ZCheckResult, { phone });

export const submitRegistration = (body: TRegistrationSubmitInput) =>
  registrationRequest('POST', '/api/registration/submit', ZRegistrationSubmitResponse, body);

export function useStartRegistration() {
  return useMutation({ mutationFn: startRegistration });
}
export function useSetRegistrationEmail() {
  return useMutation({ mutationFn: setRegistrationEmail });
}
export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}
export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
export function useVerifyAccountNumber() {
  return useMutation({ mutationFn: verifyAccountNumber });
}
export function useSubmitRegistration() {
  return useMutation({ mutationFn: submitRegistration });
}

/** The Google account waiting for registration (GET /api/auth/google/pending). */
export const ZPendingGoogle = z.object({
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
});
export const getPendingGoogle = () => registrationRequest('GET', '/api/auth/google/pending', ZPendingGoogle);
