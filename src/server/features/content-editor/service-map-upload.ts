/**
 * The service-map image upload (POST /api/admin/content/{portalId}/service-map) and its serving
 * (GET /api/uploads/service-maps/{file}).
 *
 * - the size is limited before the body is read (Content-Length) and while it streams (the multipart
 *   file-size limit), so a large upload is never held in memory: 413 past 2 MB;
 * - the type comes from the first bytes, never from the name or the browser's type: PNG, JPEG, GIF,
 *   WebP; SVG (and any other markup) is refused, an SVG can carry scripts: 415;
 * - the size a browser will draw is checked from the file's structure before any pixel is decoded: at
 *   most SERVICE_MAP_MAX_PIXELS per frame (a GIF's logical screen included, which libvips does not
 *   report) and SERVICE_MAP_MAX_FRAMES frames of at most SERVICE_MAP_MAX_TOTAL_PIXELS in all, else 422
 *   with a message that says which (issue 26 §3);
 * - the image must decode fully (sharp, every pixel) before anything is stored: a truncated file is
 *   refused with 415 and leaves no file behind;
 *   one wider than 500 px gets a WebP thumbnail for the home page;
 * - files get random names, so a stored file never changes and is served with long caching.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import type { StoragePort } from '../../ports/storage';
import {
  contentEditorMessages,
  looksLikeMarkup,
  SERVICE_MAP_EXTENSIONS,
  SERVICE_MAP_MAX_BYTES,
  SERVICE_MAP_THUMBNAIL_WIDTH,
  SERVICE_MAP_UPLOAD_PATH,
  sniffImageType,
  type TServiceMapType,
  type TServiceMapUpload,
} from '../../../domain/content-editor';
import { assertEditable } from './content-editor-service';
import { gifFrames, pngFrames, type ImageFrames } from './image-frames';
import { getPortalHeader } from './content-editor-repository';

/** Room for the multipart envelope around the file. */
export const ENVELOPE_BYTES = 64 * 1024;
const AREA = 'service-maps';
const SERVED_NAME = /^[A-Za-z0-9_-]{16,100}\.(png|jpg|gif|webp)$/;
const TYPE_OF_EXTENSION: Record<string, TServiceMapType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
const SHARP_FORMAT: Record<TServiceMapType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', contentEditorMessages.fileTooLarge);
const wrongType = (message: string = contentEditorMessages.fileType) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', message);

/** The one file part, up to the limit; `truncated` when the file was larger. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; truncated: boolean; fileName: string }> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({
      throwFileSizeLimit: false,
      limits: { fileSize: SERVICE_MAP_MAX_BYTES, files: 1 },
    });
  } catch {
    throw new AppError('BAD_REQUEST', contentEditorMessages.noFile);
  }
  if (!part) throw new AppError('BAD_REQUEST', contentEditorMessages.noFile);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (size < SERVICE_MAP_MAX_BYTES) chunks.push(chunk);
    size += chunk.length;
  }
  return { bytes: Buffer.concat(chunks), truncated: part.file.truncated, fileName: part.filename ?? '' };
}

/** The name people see (alt text default, download name): the base name, printable, short. */
export function displayName(fileName: string, fallback: string): string {
  const base = path.basename(fileName.replaceAll('\\', '/'));
  const clean = base
    // control characters and markup never belong in a shown name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>"]/g, '')
    .trim()
    .slice(0, 200);
  return clean || fallback;
}

/** The most pixels a service map may have (8000×5000): a PNG header can claim any size in 30 bytes. */
export const SERVICE_MAP_MAX_PIXELS = 40_000_000;
/** Frames of an animated map at most (a 35-byte GIF can hold thousands, each drawn on its whole screen). */
export const SERVICE_MAP_MAX_FRAMES = 100;
/** Frames × canvas at most: what a browser draws for one pass of the animation. */
export const SERVICE_MAP_MAX_TOTAL_PIXELS = 200_000_000;

const tooBig = () => new AppError('UNPROCESSABLE', contentEditorMessages.imageDimensions);
const tooManyFrames = () => new AppError('UNPROCESSABLE', contentEditorMessages.tooManyFrames);

/**
 * The canvas and frames a browser would draw, from the file's structure (GIF, PNG) or its header
 * (sharp's metadata reads no pixels: JPEG, WebP with its animation frames), checked against the limits
 * before anything is decoded.
 */
async function checkFrames(type: TServiceMapType, bytes: Buffer): Promise<void> {
  let frames: ImageFrames;
  try {
    if (type === 'image/gif') frames = gifFrames(bytes);
    else if (type === 'image/png') frames = pngFrames(bytes);
    else {
      const meta = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
      const height = meta.pageHeight ?? meta.height ?? 0;
      const width = meta.width ?? 0;
      frames = { width, height, frames: meta.pages ?? 1, largestFramePixels: width * height };
    }
  } catch {
    throw wrongType(contentEditorMessages.unreadableImage);
  }
  const canvas = frames.width * frames.height;
  if (canvas > SERVICE_MAP_MAX_PIXELS || frames.largestFramePixels > SERVICE_MAP_MAX_PIXELS) throw tooBig();
  if (frames.frames > SERVICE_MAP_MAX_FRAMES || frames.frames * canvas > SERVICE_MAP_MAX_TOTAL_PIXELS) {
    throw tooManyFrames();
  }
}

interface CheckedImage {
  width: number;
  height: number;
  /** A WebP thumbnail of an image wider than the home page shows, else null. */
  thumbnail: Buffer | null;
}

/**
 * Decodes the whole image before anything is stored: the header alone (metadata) says nothing about
 * the pixels, so a truncated file or a dimension bomb would otherwise be stored, served, and fail
 * later. libvips does the decoding off the main thread.
 */
async function checkImage(type: TServiceMapType, bytes: Buffer): Promise<CheckedImage> {
  try {
    const image = sharp(bytes, { limitInputPixels: SERVICE_MAP_MAX_PIXELS, animated: false });
    const meta = await image.metadata();
    if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) throw new Error('format mismatch');
    if (meta.width * meta.height > SERVICE_MAP_MAX_PIXELS) throw new Error('too many pixels');
    // every pixel, so truncated or corrupt data fails here (sharp's default failOn is 'warning')
    await image.clone().stats();
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    const thumbnail =
      width > SERVICE_MAP_THUMBNAIL_WIDTH
        ? await image
            .clone()
            .rotate()
            .resize({ width: SERVICE_MAP_THUMBNAIL_WIDTH })
            .webp({ quality: 82 })
            .toBuffer()
        : null;
    return { width, height, thumbnail };
  } catch {
    throw wrongType(contentEditorMessages.unreadableImage);
  }
}

export async function uploadServiceMap(
  ctx: AppContext,
  storage: StoragePort,
  request: FastifyRequest,
  portalId: string,
): Promise<TServiceMapUpload> {
  assertEditable(ctx);
  if (!(await getPortalHeader(ctx.db, portalId)))
    throw new AppError('NOT_FOUND', contentEditorMessages.portalNotFound);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > SERVICE_MAP_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();
  if (!request.isMultipart()) throw wrongType();

  const { bytes, truncated, fileName } = await readUpload(request);
  if (truncated) throw tooLarge();
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', contentEditorMessages.noFile);
  const type = sniffImageType(bytes);
  if (!type)
    throw wrongType(
      looksLikeMarkup(bytes) ? contentEditorMessages.svgRefused : contentEditorMessages.fileType,
    );
  await checkFrames(type, bytes);
  const { width, height, thumbnail } = await checkImage(type, bytes);

  const base = randomBytes(18).toString('base64url');
  const name = `${base}.${SERVICE_MAP_EXTENSIONS[type]}`;
  const thumbName = `${base}-thumb.webp`;
  await storage.put(AREA, name, bytes);
  let thumbnailUrl: string | null = null;
  if (thumbnail) {
    try {
      await storage.put(AREA, thumbName, thumbnail);
    } catch (error) {
      // no image without its thumbnail is left behind, publicly served and referenced by nothing
      await storage.remove(AREA, name).catch(() => undefined);
      throw error;
    }
    thumbnailUrl = `${SERVICE_MAP_UPLOAD_PATH}/${thumbName}`;
  }
  request.log.info({ portalId, name, size: bytes.length, type }, 'service map uploaded');
  return {
    url: `${SERVICE_MAP_UPLOAD_PATH}/${name}`,
    thumbnailUrl,
    name: displayName(fileName, name),
    contentType: type,
    size: bytes.length,
    width,
    height,
  };
}

/** Streams a stored service map: the type from its (server-chosen) extension, cached for a year. */
export async function sendServiceMap(
  storage: StoragePort,
  reply: FastifyReply,
  file: string,
): Promise<FastifyReply> {
  const match = SERVED_NAME.exec(file);
  const stored = match ? await storage.open(AREA, file) : null;
  if (!match || !stored) throw new AppError('NOT_FOUND', contentEditorMessages.fileNotFound);
  return reply
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-length', stored.size)
    .header('content-disposition', 'inline')
    .type(TYPE_OF_EXTENSION[match[1]!]!)
    .send(stored.stream);
}
