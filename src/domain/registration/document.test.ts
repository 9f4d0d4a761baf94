import { describe, expect, it } from 'vitest';
import {
  bmpDimensions,
  claimedDocumentType,
  compressionQualities,
  documentSizeError,
  fitWithin,
  imageDimensionsError,
  sniffDocumentType,
} from './document';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('document type', () => {
  it('is sniffed from the first bytes', () => {
    expect(sniffDocumentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffDocumentType(new TextEncoder().encode('GIF89a....'))).toBe('image/gif');
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    const bmp = new Uint8Array(54);
    bmp.set([0x42, 0x4d]);
    expect(sniffDocumentType(bmp)).toBe('image/bmp');
  });

  it('refuses other files whatever they are called', () => {
    expect(
      sniffDocumentType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(sniffDocumentType(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
    expect(sniffDocumentType(bytes())).toBeNull();
  });

  it('is claimed by the browser from type or extension', () => {
    expect(claimedDocumentType('bill.JPG', '')).toBe('image/jpeg');
    expect(claimedDocumentType('scan', 'image/jpg')).toBe('image/jpeg');
    expect(claimedDocumentType('x.pdf', 'application/pdf')).toBe('application/pdf');
    expect(claimedDocumentType('x.webp', 'image/webp')).toBeNull();
    expect(claimedDocumentType('x.heic', '')).toBeNull();
  });
});

describe('document rules', () => {
  it('limits a PDF to 4 MB', () => {
    expect(documentSizeError('application/pdf', 4 * 1024 * 1024)).toBeNull();
    expect(documentSizeError('application/pdf', 4 * 1024 * 1024 + 1)).toBe(
      'PDF file is too large. Maximum size is 4MB.',
    );
  });

  it('needs 300×300 and an aspect ratio between 0.2 and 5', () => {
    expect(imageDimensionsError(300, 300)).toBeNull();
    expect(imageDimensionsError(299, 800)).toBe('Image is too small. Please use a higher resolution image.');
    expect(imageDimensionsError(1500, 300)).toBeNull();
    expect(imageDimensionsError(1501, 300)).toBe('Image appears distorted. Please take a new photo.');
    expect(imageDimensionsError(300, 1501)).toBe('Image appears distorted. Please take a new photo.');
  });

  it('reads BMP dimensions from the header', () => {
    const bmp = new Uint8Array(54);
    const view = new DataView(bmp.buffer);
    bmp.set([0x42, 0x4d]);
    view.setUint32(14, 40, true);
    view.setInt32(18, 640, true);
    view.setInt32(22, -480, true);
    expect(bmpDimensions(bmp)).toEqual({ width: 640, height: 480 });
  });

  it('compresses to 2048 px with quality 0.9 × 0.85 per try, 10 tries', () => {
    expect(fitWithin(4096, 3072)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(1000, 800)).toEqual({ width: 1000, height: 800 });
    const qualities = compressionQualities();
    expect(qualities).toHaveLength(10);
    expect(qualities[0]).toBeCloseTo(0.9);
    expect(qualities[1]).toBeCloseTo(0.765);
    expect(qualities[9]).toBeCloseTo(0.9 * 0.85 ** 9);
  });
});
