import type { Config } from '../../config';
import { createBuiltInEmailCheck } from './built-in-email-check';
import type { EmailCheckPort } from './email-check-port';

export type { EmailCheckPort, EmailCheckResult, EmailVerdict } from './email-check-port';

/** The e-mail check for this configuration (built-in only for now). */
export function createEmailCheck(_config: Config): EmailCheckPort {
  return createBuiltInEmailCheck();
}
