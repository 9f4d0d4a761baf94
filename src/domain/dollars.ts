/**
 * Every amount is in US dollars, so the sign is a plain "$" in every language: CLDR writes "US$"
 * (Arabic, Chinese, French), which a right-to-left line even reorders to "$US". One rule for the web
 * app's formats (src/web/i18n/format.ts) and the mails (src/domain/messages).
 */
export function withPlainDollarSign(format: Intl.NumberFormat, amount: number): string {
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('');
}
