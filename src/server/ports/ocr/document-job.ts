/** The jobs the document parser process runs, and their answers (see document-worker.ts). */
import type { GreyImage } from './bmp-decode';
import type { OcrResult } from './ocr-port';
import type { PdfTextLimits } from './pdf-text';

export type DocumentJob =
  | { kind: 'pdf-text'; data: Uint8Array; limits: PdfTextLimits }
  | { kind: 'bmp-pixels'; data: Uint8Array; maxPixels: number };

export type DocumentJobAnswer =
  { kind: 'pdf-text'; result: OcrResult } | { kind: 'bmp-pixels'; image: GreyImage };

export type DocumentJobMessage =
  { ready: true } | { ok: true; answer: DocumentJobAnswer } | { ok: false; message: string; reason?: string };
