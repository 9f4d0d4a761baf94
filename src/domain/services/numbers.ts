/** Small number helpers shared by the service rules. Back-office values arrive as numbers or text. */

/** A finite number from a number or numeric text ("96.00"); anything else is null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Dollars kept to cents, avoiding float noise such as 31.519999999999996. */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The text before the decimal point ("96.00" → "96", 4 → "4"); blank or missing → fallback. */
export function textBeforeDecimalPoint(value: unknown, fallback = ''): string {
  if (value === null || value === undefined) return fallback;
  const text = String(value).trim();
  if (text === '') return fallback;
  const [whole] = text.split('.');
  return whole === '' ? '0' : whole;
}
