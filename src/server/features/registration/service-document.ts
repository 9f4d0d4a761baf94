/**
 * Address verification by document (spec 01 §5 "Document verification"). Every rule the browser
 * applies is applied again here on the bytes received:
 *
 * - the size is limited before the body is read (Content-Length) and while it streams (the multipart
 *   file-size limit), so a large upload is never held in memory;
 * - the type comes from the first bytes (magic numbers), never from the name or the browser's type;
 * - images must be at least 300×300 with an aspect ratio between 0.2 and 5 (sharp, or the BMP header);
 * - the text is read by the OCR port and scored against the registration's address.
 *
 * What the document may decide (decision 006, issue 26 §1): the address is public, so a document that
 * shows only the address is EVIDENCE ('document', weak). It is proof ('document-matched', strong) only
 * when its text also shows the account holder's name as the back office has it and a date within the
 * last 90 days. Either way an address another account holds never moves because of it: submit opens a
 * claim, and a claim on evidence alone waits for staff.
 *
 * The upload lives only in memory for this request. It is kept only when the address is held by
 * another account (the registration may become a claim, and staff must see what was uploaded): then
 * the bytes, the OCR text and the match score are stored on the registration and go to the claim.
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { scoreAddressMatch } from '../../../domain/registration/address-match';
import { documentFacts, documentProofOf } from '../../../domain/registration/document-facts';
import {
  UPLOAD_MAX_BYTES,
  bmpDimensions,
  documentSizeError,
  imageDimensionsError,
  sniffDocumentType,
  type TDocumentMimeType,
} from '../../../domain/registration/document';
import { REGISTRATION_MESSAGES } from '../../../domain/registration/messages';
import type { TRegistrationState } from '../../../domain/registration/schemas';
import { loadDraft, stateOf } from './draft';
import { registrationError } from './errors';
import { enforceLimits, limitRule } from './limits';
import { updateRegistration } from './repository';

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;

const tooLarge = (type: TDocumentMimeType | null) =>
  type === 'application/pdf'
    ? registrationError('PAYLOAD_TOO_LARGE', 'registration/pdf-too-large', REGISTRATION_MESSAGES.pdfTooLarge)
    : registrationError(
        'PAYLOAD_TOO_LARGE',
        'registration/file-too-large',
        REGISTRATION_MESSAGES.fileTooLarge,
      );

/** Reads the one file part up to the limit; `truncated` when the file was larger. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; truncated: boolean }> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      throwFileSizeLimit: false,
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw registrationError(
      'BAD_REQUEST',
      'registration/processing-error',
      REGISTRATION_MESSAGES.invalidFile,
    );
  }
  if (!part)
    throw registrationError(
      'BAD_REQUEST',
      'registration/processing-error',
      REGISTRATION_MESSAGES.invalidFile,
    );
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    // past the limit busboy stops delivering data; keep only what is under it
    if (size < UPLOAD_MAX_BYTES) chunks.push(chunk);
    size += chunk.length;
  }
  return { bytes: Buffer.concat(chunks), truncated: part.file.truncated };
}

async function imageSize(
  type: TDocumentMimeType,
  bytes: Buffer,
): Promise<{ width: number; height: number } | null> {
  if (type === 'image/bmp') return bmpDimensions(bytes);
  try {
    const meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
    // a photo taken sideways reports its stored size; the orientation tag turns it
    const turned = (meta.orientation ?? 1) >= 5;
    if (!meta.width || !meta.height) return null;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

export async function verifyDocument(ctx: AppContext, request: FastifyRequest): Promise<TRegistrationState> {
  // before the body is read: a registration, the limits and the declared size
  const draft = await loadDraft(ctx, ctx.db, request);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > UPLOAD_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge(null);
  if (!request.isMultipart()) {
    throw registrationError(
      'UNSUPPORTED_MEDIA_TYPE',
      'registration/invalid-file-type',
      REGISTRATION_MESSAGES.invalidFileType,
    );
  }
  await enforceLimits(ctx, [
    limitRule('documentPerRegistration', draft.id),
    limitRule('documentPerIp', request.ip),
  ]);

  const { bytes, truncated } = await readUpload(request);
  const type = sniffDocumentType(bytes);
  if (truncated) throw tooLarge(type);
  if (bytes.length === 0)
    throw registrationError(
      'BAD_REQUEST',
      'registration/processing-error',
      REGISTRATION_MESSAGES.invalidFile,
    );
  if (!type) {
    throw registrationError(
      'UNSUPPORTED_MEDIA_TYPE',
      'registration/invalid-file-type',
      REGISTRATION_MESSAGES.invalidFileType,
    );
  }
  const sizeProblem = documentSizeError(type, bytes.length);
  if (sizeProblem) throw tooLarge(type);

  if (type !== 'application/pdf') {
    const size = await imageSize(type, bytes);
    if (!size)
      throw registrationError(
        'UNPROCESSABLE',
        'registration/processing-error',
        REGISTRATION_MESSAGES.invalidFile,
      );
    const problem = imageDimensionsError(size.width, size.height);
    if (problem) {
      const reason =
        problem === REGISTRATION_MESSAGES.imageTooSmall
          ? 'registration/image-too-small'
          : 'registration/image-distorted';
      throw registrationError('UNPROCESSABLE', reason, problem);
    }
  }

  let text: string;
  try {
    text = (await ctx.ports.ocr.readText({ data: bytes, mimeType: type })).lines.join('\n');
  } catch (error) {
    request.log.warn({ err: error }, 'document could not be read');
    throw registrationError(
      'UNPROCESSABLE',
      'registration/processing-error',
      REGISTRATION_MESSAGES.processingError,
    );
  }
  if (text.trim() === '') {
    throw registrationError(
      'UNPROCESSABLE',
      'registration/no-text-in-document',
      REGISTRATION_MESSAGES.noTextInDocument,
    );
  }
  const match = scoreAddressMatch(text, draft.address);
  if (!match.found) {
    throw registrationError(
      'UNPROCESSABLE',
      'registration/address-not-in-document',
      REGISTRATION_MESSAGES.addressNotInDocument,
      {
        confidence: match.confidence,
      },
    );
  }

  const now = ctx.now();
  const proof = documentProofOf(documentFacts(text, draft.accountName, now));
  // a stronger proof this registration already holds is not replaced by a weaker one
  const keep = draft.addressVerifiedBy && draft.addressVerifiedBy !== 'document' && proof === 'document';
  const values = {
    ...(keep ? {} : { addressVerifiedBy: proof, addressVerifiedAt: now }),
    ...(draft.replacesUid
      ? { documentData: bytes, documentType: type, documentText: text, documentScore: match.confidence }
      : {}),
  };
  await updateRegistration(ctx.db, draft.id, values, now);
  return stateOf(ctx, request, { ...draft, ...values });
}
