/**
 * A strict BMP reader for OCR input. libvips (sharp) has no BMP loader, and handing BMP bytes to
 * Tesseract let a 118-byte file claiming 400×400 crash the server. So BMP pixels are read here (in the
 * document worker thread), into grey pixels that sharp re-encodes as a clean PNG like every other image.
 *
 * Only uncompressed files are read (BI_RGB, BI_BITFIELDS; 1, 4, 8, 16, 24 and 32 bits per pixel), which
 * is what scanners and paint programs write; a file must hold every row its header claims.
 */

export interface GreyImage {
  width: number;
  height: number;
  /** One byte per pixel, rows top to bottom. */
  pixels: Uint8Array;
}

export class BmpError extends Error {}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

/** Position and width of a channel mask, to scale its value to 0–255. */
function channel(mask: number): { shift: number; max: number } {
  if (mask === 0) return { shift: 0, max: 0 };
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  return { shift, max: mask >>> shift };
}

const grey = (r: number, g: number, b: number) => (r * 77 + g * 150 + b * 29) >> 8;

export function decodeBmp(bytes: Uint8Array, maxPixels: number): GreyImage {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) throw new BmpError('not a BMP');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  let width: number;
  let rawHeight: number;
  let bpp: number;
  let compression = BI_RGB;
  let paletteSize = 0;
  let paletteEntry = 4;
  if (headerSize === 12) {
    width = view.getUint16(18, true);
    rawHeight = view.getUint16(20, true);
    bpp = view.getUint16(24, true);
    paletteEntry = 3;
  } else if (headerSize >= 40 && 14 + headerSize <= bytes.length) {
    width = view.getInt32(18, true);
    rawHeight = view.getInt32(22, true);
    bpp = view.getUint16(28, true);
    compression = view.getUint32(30, true);
    paletteSize = view.getUint32(46, true);
  } else {
    throw new BmpError('unsupported or truncated BMP header');
  }
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height <= 0) throw new BmpError('empty BMP');
  if (width * height > maxPixels) throw new BmpError('BMP exceeds the pixel limit');
  if (![1, 4, 8, 16, 24, 32].includes(bpp)) throw new BmpError(`unsupported bit depth ${bpp}`);
  if (![BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS].includes(compression))
    throw new BmpError('compressed BMP is not supported');

  const rowBytes = Math.ceil((width * bpp) / 32) * 4;
  if (dataOffset + rowBytes * height > bytes.length) throw new BmpError('BMP pixel data is truncated');

  // masks: after a 40-byte header they follow it; in larger headers they are part of it
  let masks = [0x7c00, 0x03e0, 0x001f];
  if (bpp === 32) masks = [0xff0000, 0x00ff00, 0x0000ff];
  if (compression !== BI_RGB) {
    if (14 + 40 + 12 > bytes.length) throw new BmpError('BMP masks are truncated');
    masks = [view.getUint32(54, true), view.getUint32(58, true), view.getUint32(62, true)];
  }
  const [red, green, blue] = masks.map(channel) as [
    ReturnType<typeof channel>,
    ReturnType<typeof channel>,
    ReturnType<typeof channel>,
  ];
  const scaled = (value: number, c: { shift: number; max: number }) =>
    c.max === 0 ? 0 : Math.round((((value >>> c.shift) & c.max) * 255) / c.max);

  let palette: Uint8Array | null = null;
  if (bpp <= 8) {
    const colours = paletteSize || 1 << bpp;
    const start = 14 + headerSize;
    if (colours > 256 || start + colours * paletteEntry > dataOffset) throw new BmpError('bad BMP palette');
    palette = new Uint8Array(256);
    for (let i = 0; i < colours; i++) {
      const at = start + i * paletteEntry;
      palette[i] = grey(bytes[at + 2]!, bytes[at + 1]!, bytes[at]!);
    }
  }

  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * rowBytes;
    const out = y * width;
    for (let x = 0; x < width; x++) {
      let value: number;
      if (palette) {
        const bit = x * bpp;
        const byte = bytes[row + (bit >> 3)]!;
        const index = (byte >> (8 - bpp - (bit & 7))) & ((1 << bpp) - 1);
        value = palette[index]!;
      } else if (bpp === 24) {
        const at = row + x * 3;
        value = grey(bytes[at + 2]!, bytes[at + 1]!, bytes[at]!);
      } else {
        const word = bpp === 16 ? view.getUint16(row + x * 2, true) : view.getUint32(row + x * 4, true);
        value = grey(scaled(word, red), scaled(word, green), scaled(word, blue));
      }
      pixels[out + x] = value;
    }
  }
  return { width, height, pixels };
}
