/**
 * The words of rendered HTML as a reader sees them: styles and tags out (each a space), the
 * apostrophe React escapes put back, white space folded; so a test can look for a sentence that
 * spans elements.
 */
export function pageText(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}
