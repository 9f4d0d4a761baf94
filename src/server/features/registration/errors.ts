import { AppError, type ErrorCode } from '../../errors';
import type { TRegistrationErrorReason } from '../../../domain/registration/messages';

/** A registration error: the spec's message and a reason the web app maps to its translation. */
export function registrationError(
  code: ErrorCode,
  reason: TRegistrationErrorReason,
  message: string,
  details: Record<string, unknown> = {},
): AppError {
  return new AppError(code, message, { reason, ...details });
}
