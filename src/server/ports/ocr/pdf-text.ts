/**
 * The text layer of a PDF, read with pdfjs-dist. Runs inside the document parser process (never in the
 * server's process): a hostile PDF can inflate one page to megabytes of text operators, or its streams
 * to gigabytes, so what its streams decode to is measured first against a budget
 * (pdf-inflate-budget.ts) and pdfjs only sees a document within it.
 *
 * The read is capped: a utility bill needs a few kilobytes, so pages are read as a stream and the
 * stream is cancelled once `maxChars` characters are in hand (pdfjs then stops parsing the page).
 * Lines are built from parts and joined once, so the work is linear in the text read.
 */
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';
import type { OcrResult } from './ocr-port';
import { checkPdfInflateBudget } from './pdf-inflate-budget';

export interface PdfTextLimits {
  /** Pages read at most. */
  maxPages: number;
  /** Characters of text kept at most (the rest of the document is not parsed). */
  maxChars: number;
  /** Bytes all the document's streams may decode to (PDF_INFLATE_BUDGET_BYTES when not given). */
  maxInflatedBytes?: number;
}

export async function readPdfText(data: Uint8Array, limits: PdfTextLimits): Promise<OcrResult> {
  await checkPdfInflateBudget(data, limits.maxInflatedBytes);
  // the copy the worker thread loaded already (put on globalThis by pdfjs itself), else import it
  const loaded = (globalThis as { pdfjsLib?: typeof PdfJs }).pdfjsLib;
  const { getDocument } = loaded ?? (await import('pdfjs-dist/legacy/build/pdf.mjs'));
  const document = await getDocument({
    data,
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  let parts: string[] = [];
  let chars = 0;
  const endLine = () => {
    const line = parts.join('').replace(/\s+/g, ' ').trim();
    if (line !== '') lines.push(line);
    parts = [];
  };
  try {
    for (let number = 1; number <= Math.min(document.numPages, limits.maxPages); number++) {
      const page = await document.getPage(number);
      const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<{
        items: (TextItem | TextMarkedContent)[];
      }>;
      let lastEndedInSpace = true;
      try {
        while (chars < limits.maxChars) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const item of value.items) {
            if (!('str' in item)) continue;
            const text = item.str.slice(0, limits.maxChars - chars);
            parts.push(text);
            chars += text.length;
            if (text !== '') lastEndedInSpace = text.endsWith(' ');
            if (item.hasEOL) {
              endLine();
              lastEndedInSpace = true;
            } else if (text !== '' && !lastEndedInSpace) {
              parts.push(' ');
              chars += 1;
              lastEndedInSpace = true;
            }
            if (chars >= limits.maxChars) break;
          }
        }
      } finally {
        // stops pdfjs parsing the rest of the page when the cap was reached
        await reader.cancel(new Error('text cap reached')).catch(() => undefined);
      }
      endLine();
      page.cleanup();
      if (chars >= limits.maxChars) break;
    }
    return { lines, confidence: lines.length > 0 ? 1 : 0 };
  } finally {
    await document.destroy();
  }
}
