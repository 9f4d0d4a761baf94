/** The letter port, chosen by configuration (LETTER_API_URL). */
import type { Config } from '../../config';
import { createBuiltInLetter } from './built-in-letter';
import { createHttpLetter } from './http-letter';
import type { LetterPort } from './letter-port';

export type { LetterPort, LetterToSend, LetterSendResult } from './letter-port';

export function createLetterPort(config: Config): LetterPort {
  return config.LETTER_API_URL
    ? createHttpLetter({
        apiUrl: config.LETTER_API_URL,
        apiKey: config.LETTER_API_KEY,
        from: config.LETTER_FROM,
      })
    : createBuiltInLetter();
}
