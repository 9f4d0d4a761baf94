/**
 * Browser-side checks of a proof-of-address document before upload (the server checks again): type,
 * PDF size, image size and shape, and compression of photos above 3.5 MB (canvas, longest side 2048 px,
 * JPEG quality 0.9 then × 0.85 per try, at most 10 tries).
 */
import {
  IMAGE_COMPRESS_ABOVE_BYTES,
  PDF_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  claimedDocumentType,
  compressionQualities,
  fitWithin,
  imageDimensionsError,
  type TDocumentMimeType,
} from '../../../../domain/registration/document';
import { REGISTRATION_MESSAGES } from '../../../../domain/registration/messages';

/** An i18n key of the registration namespace. */
export type TDocumentProblem =
  | 'errors.invalid-file-type'
  | 'errors.pdf-too-large'
  | 'errors.file-too-large'
  | 'errors.image-too-small'
  | 'errors.image-distorted'
  | 'errors.invalid-file';

export type PreparedDocument =
  | { ok: true; blob: Blob; name: string; type: TDocumentMimeType; previewUrl: string | null }
  | { ok: false; problem: TDocumentProblem };

function canvasToBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

async function compress(bitmap: ImageBitmap): Promise<Blob | null> {
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  let last: Blob | null = null;
  for (const quality of compressionQualities()) {
    last = await canvasToBlob(canvas, quality);
    if (last && last.size <= IMAGE_COMPRESS_ABOVE_BYTES) return last;
  }
  return last;
}

export async function prepareDocument(file: File): Promise<PreparedDocument> {
  const type = claimedDocumentType(file.name, file.type);
  if (!type) return { ok: false, problem: 'errors.invalid-file-type' };
  if (type === 'application/pdf') {
    if (file.size > PDF_MAX_BYTES) return { ok: false, problem: 'errors.pdf-too-large' };
    return { ok: true, blob: file, name: file.name, type, previewUrl: null };
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, problem: 'errors.invalid-file' };
  }
  try {
    const problem = imageDimensionsError(bitmap.width, bitmap.height);
    if (problem === REGISTRATION_MESSAGES.imageTooSmall)
      return { ok: false, problem: 'errors.image-too-small' };
    if (problem === REGISTRATION_MESSAGES.imageDistorted)
      return { ok: false, problem: 'errors.image-distorted' };
    if (problem) return { ok: false, problem: 'errors.invalid-file' };
    if (file.size <= IMAGE_COMPRESS_ABOVE_BYTES) {
      return { ok: true, blob: file, name: file.name, type, previewUrl: URL.createObjectURL(file) };
    }
    const compressed = await compress(bitmap);
    if (!compressed || compressed.size > UPLOAD_MAX_BYTES)
      return { ok: false, problem: 'errors.file-too-large' };
    const name = `${file.name.replace(/\.[^.]+$/, '') || 'document'}.jpg`;
    return {
      ok: true,
      blob: compressed,
      name,
      type: 'image/jpeg',
      previewUrl: URL.createObjectURL(compressed),
    };
  } finally {
    bitmap.close();
  }
}
