/**
 * Proof-of-address documents made on the fly for tests: a bill image rendered by sharp from an SVG
 * with the text set large, and a one-page PDF with a text layer.
 */
import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface BillImageOptions {
  width?: number;
  height?: number;
  format?: 'png' | 'jpeg' | 'gif';
}

/** A white page with one line of large dark text per entry. */
export async function billImage(lines: string[], options: BillImageOptions = {}): Promise<Buffer> {
  const width = options.width ?? 1200;
  const height = options.height ?? 900;
  const text = lines
    .map(
      (line, i) =>
        `<text x="60" y="${110 + i * 80}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${i === 0 ? 56 : 46}"${i === 0 ? ' font-weight="bold"' : ''} fill="#111">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  const image = sharp(Buffer.from(svg));
  const format = options.format ?? 'png';
  return format === 'jpeg'
    ? image.jpeg({ quality: 90 }).toBuffer()
    : format === 'gif'
      ? image.gif().toBuffer()
      : image.png().toBuffer();
}

/** A blank page of the given size. */
export function blankImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

/** A minimal one-page PDF whose text layer holds the lines (Helvetica, 18 pt). */
export function textPdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT',
    '/F1 18 Tf',
    '72 720 Td',
    ...lines.map((l, i) => `${i ? '0 -24 Td ' : ''}(${escape(l)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The demo address as a bill shows it, and a bill for somebody else. */
export const BILL_WITH_ADDRESS = [
  'North Shore Gas',
  'JANE DOE',
  '1234 SHERIDAN RD',
  'LAKE BLUFF, IL 60044',
  'Amount due: $42.10',
];
export const BILL_OTHER_ADDRESS = [
  'North Shore Gas',
  'JOHN ROE',
  '88 PINE TRAIL',
  'KENOSHA, WI 53144',
  'Amount due: $18.00',
];
