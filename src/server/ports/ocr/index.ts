import type { Config } from '../../config';
import { createBuiltInOcr } from './built-in-ocr';
import type { OcrPort } from './ocr-port';

export type { OcrInput, OcrPort, OcrResult } from './ocr-port';

/** The OCR adapter for this configuration (built-in only: the Azure AI Vision adapter is not written). */
export function createOcr(config: Config): OcrPort {
  return createBuiltInOcr({ documentJobs: { maxMemoryMb: config.DOCUMENT_PARSER_MAX_MB } });
}
