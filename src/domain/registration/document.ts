/**
 * Proof-of-address documents (spec 01 §5 "Document verification", §9 image rules). The browser applies
 * these before upload (and compresses large photos); the server applies them again on the bytes it
 * receives, with the type taken from the file's first bytes, never from its name.
 */
import { REGISTRATION_MESSAGES } from './messages';

export const DOCUMENT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'application/pdf',
] as const;
export type TDocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
/** The file picker's accept list (jpeg, png, jpg, gif, bmp, pdf). */
export const DOCUMENT_ACCEPT =
  '.jpg,.jpeg,.png,.gif,.bmp,.pdf,image/jpeg,image/png,image/gif,image/bmp,application/pdf';
export const DOCUMENT_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'bmp', 'pdf'] as const;

const MB = 1024 * 1024;
export const PDF_MAX_BYTES = 4 * MB;
/** Images above this are compressed in the browser. */
export const IMAGE_COMPRESS_ABOVE_BYTES = 3.5 * MB;
/** The largest upload the server reads at all (a PDF's limit; images arrive compressed below it). */
export const UPLOAD_MAX_BYTES = 4 * MB;
export const IMAGE_MAX_SIDE = 2048;
export const IMAGE_START_QUALITY = 0.9;
export const IMAGE_QUALITY_FACTOR = 0.85;
export const IMAGE_MAX_COMPRESSION_TRIES = 10;
export const IMAGE_MIN_SIDE = 300;
export const IMAGE_MIN_ASPECT = 0.2;
export const IMAGE_MAX_ASPECT = 5;
/** After a successful verification the wizard moves on after this long. */
export const DOCUMENT_SUCCESS_ADVANCE_MS = 1500;

export function isDocumentMimeType(value: string): value is TDocumentMimeType {
  return (DOCUMENT_MIME_TYPES as readonly string[]).includes(value);
}

/** The type a file claims by name or browser type: used in the browser before upload. */
export function claimedDocumentType(name: string, browserType: string): TDocumentMimeType | null {
  const type = browserType.toLowerCase() === 'image/jpg' ? 'image/jpeg' : browserType.toLowerCase();
  if (isDocumentMimeType(type)) return type;
  const ext = name.toLowerCase().split('.').pop() ?? '';
  switch (ext) {
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'gif':
      return 'image/gif';
    case 'bmp':
      return 'image/bmp';
    case 'pdf':
      return 'application/pdf';
    default:
      return null;
  }
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The real type of a file from its first bytes (magic numbers), or null when it is none of ours. */
export function sniffDocumentType(bytes: Uint8Array): TDocumentMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return 'image/gif';
  }
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 26) return 'image/bmp';
  // "%PDF-" may follow a little junk (a byte-order mark) within the first 1024 bytes
  const head = bytes.subarray(0, 1024);
  for (let i = 0; i + 5 <= head.length; i++) {
    if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d], i)) return 'application/pdf';
  }
  return null;
}

/** Width and height from a BMP header (BITMAPINFOHEADER or later; the old OS/2 core header too). */
export function bmpDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  if (!startsWith(bytes, [0x42, 0x4d]) || bytes.length < 26) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerSize = view.getUint32(14, true);
  if (headerSize === 12) return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
  if (headerSize < 40) return null;
  return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
}

/** The size rule: a PDF at most 4 MB; an image at most 4 MB as received (the browser compresses above 3.5 MB). */
export function documentSizeError(type: TDocumentMimeType, bytes: number): string | null {
  if (type === 'application/pdf') return bytes > PDF_MAX_BYTES ? REGISTRATION_MESSAGES.pdfTooLarge : null;
  return bytes > UPLOAD_MAX_BYTES ? REGISTRATION_MESSAGES.fileTooLarge : null;
}

/** The image quality rule: at least 300×300, aspect ratio (width / height) between 0.2 and 5. */
export function imageDimensionsError(width: number, height: number): string | null {
  if (!(width > 0 && height > 0)) return REGISTRATION_MESSAGES.invalidFile;
  if (width < IMAGE_MIN_SIDE || height < IMAGE_MIN_SIDE) return REGISTRATION_MESSAGES.imageTooSmall;
  const aspect = width / height;
  if (aspect < IMAGE_MIN_ASPECT || aspect > IMAGE_MAX_ASPECT) return REGISTRATION_MESSAGES.imageDistorted;
  return null;
}

/** Dimensions scaled so the longest side is at most 2048 px. */
export function fitWithin(
  width: number,
  height: number,
  maxSide = IMAGE_MAX_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The JPEG qualities the browser tries in turn: 0.9, 0.765, … (10 tries). */
export function compressionQualities(): number[] {
  return Array.from(
    { length: IMAGE_MAX_COMPRESSION_TRIES },
    (_, i) => IMAGE_START_QUALITY * IMAGE_QUALITY_FACTOR ** i,
  );
}
