/**
 * The printable batch of pending address-verification letters (the built-in letter adapter): one US
 * Letter page per letter, laid out for a window envelope (the recipient's address
 * top left), then the letter's text and its code in large type. Written by hand, uncompressed, with
 * the standard Helvetica font (WinAnsi): no font files and no dependency. Text outside WinAnsi (the
 * letters in Japanese, Chinese, Hindi or Arabic) cannot be set in it, so those letters are printed in
 * English; the letter's language still decides the e-mails around it.
 */

export interface PrintedLetter {
  recipient: string[];
  lines: string[];
  code: string;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const FONT_SIZE = 11;
const LEADING = 15;
/** Characters of Helvetica 11pt that fit one line between the margins, roughly. */
const WRAP_AT = 88;

/** Whether every character of the text can be set in Helvetica with WinAnsi encoding. */
export function fitsWinAnsi(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code > 0xff || (code < 0x20 && code !== 0x0a)) return false;
  }
  return true;
}

function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `(${out})`;
}

function wrap(line: string): string[] {
  const words = line.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    if (current !== '' && current.length + 1 + word.length > WRAP_AT) {
      out.push(current);
      current = word;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  if (current !== '') out.push(current);
  return out;
}

function pageContent(letter: PrintedLetter): string {
  const ops: string[] = [
    'BT',
    `/F1 ${FONT_SIZE} Tf`,
    `${LEADING} TL`,
    `${MARGIN} ${PAGE_HEIGHT - 2 * MARGIN} Td`,
  ];
  for (const line of letter.recipient) ops.push(`${pdfString(line)} Tj T*`);
  ops.push('T* T* T*');
  for (const paragraph of letter.lines) {
    for (const line of wrap(paragraph)) ops.push(`${pdfString(line)} Tj T*`);
    ops.push('T*');
  }
  ops.push('ET', 'BT', '/F2 26 Tf', `${MARGIN} ${MARGIN * 3} Td`, `${pdfString(letter.code)} Tj`, 'ET');
  return ops.join('\n');
}

/** The batch as one PDF, a page per letter (an empty batch is one blank page). */
export function lettersPdf(letters: readonly PrintedLetter[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pages = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const letter of letters.length > 0 ? letters : [{ recipient: [], lines: [], code: '' }]) {
    const content = pageContent(letter);
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objects[pages - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
