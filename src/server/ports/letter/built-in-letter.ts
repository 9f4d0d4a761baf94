/**
 * The built-in letter adapter: the letter is not sent anywhere. It stays pending in address_letters
 * until staff download the batch of pending letters (a printable PDF, /admin/address-claims) and post
 * them; the batch marks them printed.
 */
import type { LetterPort } from './letter-port';

export function createBuiltInLetter(): LetterPort {
  return {
    adapter: 'built-in',
    async send() {
      return { status: 'pending' };
    },
  };
}
