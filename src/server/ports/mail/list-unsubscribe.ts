/**
 * One-click unsubscribe for bulk mail (issue 14: every reminder mail has one). RFC 2369 gives the
 * List-Unsubscribe header, RFC 8058 §3.1 the List-Unsubscribe-Post header that tells a mail client it
 * may unsubscribe with a single POST of `List-Unsubscribe=One-Click` to the https URL, without opening
 * a page. The URL's handler must therefore accept that POST (form-encoded, no cookies, no
 * confirmation step) and carry in the URL itself whom to unsubscribe (an opaque token), since the
 * POST body says nothing else. Gmail and Yahoo require both headers from bulk senders.
 */
import { isLocalUrl } from '../../network-config';
import { checkMailHeaders, MailHeaderError } from './mail-headers';

export const LIST_UNSUBSCRIBE_POST_VALUE = 'List-Unsubscribe=One-Click';

/**
 * The two headers for a one-click unsubscribe at `url`, for MailMessage.headers:
 * `List-Unsubscribe: <url>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 * Throws MailHeaderError unless `url` is an absolute https URL (http only for a local address, as in
 * the demo) of printable ASCII without spaces, line breaks, angle brackets or commas.
 */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new MailHeaderError(`Unsubscribe URL is not a URL: ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLocalUrl(url))) {
    throw new MailHeaderError('Unsubscribe URL must be https (RFC 8058 §3.1)');
  }
  // checked on the string as given: the URL parser silently drops tabs and line breaks. A comma
  // separates URLs in List-Unsubscribe and <> delimit them, so none may be in the URL itself.
  if (/[\s<>,]|[^\x21-\x7e]/.test(url)) {
    throw new MailHeaderError(
      `Unsubscribe URL contains a space, line break, <, >, comma or non-ASCII character`,
    );
  }
  return checkMailHeaders({
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': LIST_UNSUBSCRIBE_POST_VALUE,
  })!;
}
