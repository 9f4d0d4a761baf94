import { AppError, type ErrorCode } from '../../errors';
import {
  REGISTRATION_MESSAGES,
  REGISTRATION_RESULT_MESSAGES,
  type TRegistrationErrorReason,
} from '../../../domain/registration/messages';

/** A registration error: the spec's message and a reason the web app maps to its translation. */
export function registrationError(
  code: ErrorCode,
  reason: TRegistrationErrorReason,
  message: string,
  details: Record<string, unknown> = {},
): AppError {
  return new AppError(code, message, { reason, ...details });
}

/** The e-mail is an account's already; said the Google way when the registration came from Google. */
export function emailInUseError(viaGoogle = false): AppError {
  return viaGoogle
    ? registrationError(
        'CONFLICT',
        'registration/google-email-exists',
        REGISTRATION_MESSAGES.googleEmailExists,
      )
    : registrationError(
        'CONFLICT',
        'registration/email-already-in-use',
        REGISTRATION_RESULT_MESSAGES['email-already-in-use'],
      );
}
