/** The built-in OCR on generated documents: one real Tesseract read, a PDF text layer, a blank page. */
import { afterAll, describe, expect, it } from 'vitest';
import { scoreAddressMatch } from '../../../domain/registration/address-match';
import { createBuiltInOcr } from './built-in-ocr';
import { BILL_WITH_ADDRESS, billImage, blankImage, textPdf } from './test-documents';

const ocr = createBuiltInOcr();
afterAll(() => ocr.close());

const home = { street: '1234 SHERIDAN RD', city: 'LAKE BLUFF', state: 'IL', zip: '60044' };

describe('built-in OCR', () => {
  it('reads a bill photo with the English data from npm', async () => {
    const started = Date.now();
    const result = await ocr.readText({
      data: await billImage(BILL_WITH_ADDRESS, { format: 'jpeg' }),
      mimeType: 'image/jpeg',
    });
    expect(result.lines.join('\n')).toContain('1234 SHERIDAN RD');
    expect(result.confidence).toBeGreaterThan(0.5);
    expect(scoreAddressMatch(result.lines.join('\n'), home)).toMatchObject({ found: true, confidence: 1 });
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('reads the text layer of a PDF', async () => {
    const result = await ocr.readText({ data: textPdf(BILL_WITH_ADDRESS), mimeType: 'application/pdf' });
    expect(result.lines).toEqual(BILL_WITH_ADDRESS);
    expect(result.confidence).toBe(1);
  });

  it('finds no text on a blank page', async () => {
    const result = await ocr.readText({ data: await blankImage(800, 600), mimeType: 'image/png' });
    expect(result.lines).toEqual([]);
  });
});
