/** Date and body formatting for the demo mailbox. */

/** "Jan 5, 2030, 3:04 PM" in the reader's language. */
export function formatMessageDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
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
