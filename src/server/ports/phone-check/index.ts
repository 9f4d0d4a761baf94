import type { Config } from '../../config';
import { createBuiltInPhoneCheck } from './built-in-phone-check';
import type { PhoneCheckPort } from './phone-check-port';

export type { PhoneCheckPort, PhoneCheckResult } from './phone-check-port';

/** The phone check for this configuration (built-in only for now). */
export function createPhoneCheck(_config: Config): PhoneCheckPort {
  return createBuiltInPhoneCheck();
}
