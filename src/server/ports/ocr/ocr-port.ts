/**
 * OCR: the text of a proof-of-address document (spec 01 §7 "Document OCR"). The built-in adapter reads
 * images with tesseract.js (English data shipped from npm, in a worker thread) and PDFs by their text
 * layer with pdfjs-dist; an Azure AI Vision Read adapter could be added behind the same interface.
 */
import type { TDocumentMimeType } from '../../../domain/registration/document';

export interface OcrInput {
  data: Buffer;
  /** The sniffed type (never the file name's). */
  mimeType: TDocumentMimeType;
}

export interface OcrResult {
  /** The text, one entry per line, in reading order. Empty when no text was found. */
  lines: string[];
  /** Mean recognition confidence 0–1 (1 for a PDF text layer). */
  confidence: number;
}

export interface OcrPort {
  readonly adapter: 'built-in';
  readText(input: OcrInput): Promise<OcrResult>;
  /** Ends the worker, if one was started. */
  close(): Promise<void>;
}
