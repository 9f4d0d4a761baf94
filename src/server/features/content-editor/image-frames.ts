/**
 * What a browser will decode from an uploaded GIF or PNG, read from the file's structure before any
 * pixel is decoded (issue 26 §3). libvips reads one frame: it reported a 35-byte GIF whose logical
 * screen is 65535×65535 as 1×1, and read only the first of 20,000 frames, so both were accepted and
 * served to every customer's browser, which draws each frame on the whole screen. An animated PNG
 * (APNG) says its frame count in its acTL chunk, which libvips ignores too.
 */

export interface ImageFrames {
  /** The canvas a browser draws on: a GIF's logical screen, a PNG's header size. */
  width: number;
  height: number;
  frames: number;
  /** The largest frame's pixels (a GIF frame may claim more than its screen). */
  largestFramePixels: number;
}

export class ImageStructureError extends Error {}

/** Skips GIF data sub-blocks (a size byte, that many bytes; 0 ends); returns the position after them. */
function skipSubBlocks(bytes: Buffer, at: number): number {
  while (at < bytes.length) {
    const size = bytes[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
  throw new ImageStructureError('GIF data is cut off');
}

/** A GIF's logical screen and every image in it (GIF89a specification, sections 18–24). */
export function gifFrames(bytes: Buffer): ImageFrames {
  if (bytes.length < 13 || !/^GIF8[79]a$/.test(bytes.toString('latin1', 0, 6))) {
    throw new ImageStructureError('not a GIF');
  }
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  const flags = bytes[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let frames = 0;
  let largestFramePixels = 0;
  while (at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      at = skipSubBlocks(bytes, at + 2); // extension: label, then sub-blocks
    } else if (block === 0x2c) {
      if (at + 10 > bytes.length) throw new ImageStructureError('GIF image descriptor is cut off');
      const frameWidth = bytes.readUInt16LE(at + 5);
      const frameHeight = bytes.readUInt16LE(at + 7);
      const frameFlags = bytes[at + 9]!;
      frames++;
      largestFramePixels = Math.max(largestFramePixels, frameWidth * frameHeight);
      at += 10 + (frameFlags & 0x80 ? 3 * 2 ** ((frameFlags & 7) + 1) : 0);
      at = skipSubBlocks(bytes, at + 1); // LZW minimum code size, then the image data
    } else {
      throw new ImageStructureError('unknown GIF block');
    }
  }
  if (frames === 0) throw new ImageStructureError('GIF without an image');
  return { width, height, frames, largestFramePixels };
}

/** A PNG's size and, for an animated PNG, the frame count of its acTL chunk (which comes before IDAT). */
export function pngFrames(bytes: Buffer): ImageFrames {
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR')
    throw new ImageStructureError('not a PNG');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  let frames = 1;
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'acTL' && at + 12 <= bytes.length) frames = Math.max(1, bytes.readUInt32BE(at + 8));
    at += 12 + length;
  }
  return { width, height, frames, largestFramePixels: width * height };
}
