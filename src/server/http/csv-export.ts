/**
 * CSV output (RFC 4180, UTF-8) that is safe to open in a spreadsheet. A CSV has no cell types, so a
 * cell starting with =, +, -, @, a tab or a carriage return would run as a formula ("formula
 * injection"); such a cell is written with a leading ' (as OWASP advises), which spreadsheets show as
 * the text it is. The XLSX exports need none of this: their cells are typed (xlsx-stream.ts).
 *
 * An import of a file Curbside exported reads such a cell back without its ' (`unprotectCsvCell`), so
 * an export loaded again is the same data.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: protected against formulas, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended by CRLF as RFC 4180 writes it. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A cell as read from a CSV Curbside wrote: the ' that protected a formula-like text is taken off. */
export function unprotectCsvCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
