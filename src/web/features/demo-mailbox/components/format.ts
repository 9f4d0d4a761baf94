/** Date and body formatting for the demo mailbox. */
import { formatDateTime } from '../../../i18n/format';

/** "Jan 5, 2030, 3:04 PM" in the reader's language. */
export function formatMessageDate(iso: string, language: string): string {
  return formatDateTime(iso, language);
}

/**
 * The HTML body as a document for a sandboxed iframe (no scripts, no same-origin access). Links open in
 * a new tab instead of inside the small frame, and a restrictive policy is repeated inside the document.
 */
export function mailDocument(html: string): string {
  const head = [
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: data:; style-src 'unsafe-inline'">`,
    '<base target="_blank">',
    '<style>body{margin:12px;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;overflow-wrap:anywhere}img{max-width:100%;height:auto}</style>',
  ].join('');
  return `<!doctype html><html><head>${head}</head><body>${html}</body></html>`;
}

/**
 * The List-Unsubscribe header of a mail (RFC 2369: one or more <URL>s), and whether
 * List-Unsubscribe-Post offers one-click unsubscribe (RFC 8058); null when the mail has none.
 */
export function listUnsubscribe(
  headers: Record<string, string> | null,
): { urls: string[]; oneClick: boolean } | null {
  if (!headers) return null;
  const find = (name: string) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? undefined;
  const value = find('list-unsubscribe');
  if (!value) return null;
  const urls = [...value.matchAll(/<([^>]*)>/g)].map((m) => m[1]!).filter(Boolean);
  if (urls.length === 0) return null;
  return { urls, oneClick: find('list-unsubscribe-post')?.trim() === 'List-Unsubscribe=One-Click' };
}
