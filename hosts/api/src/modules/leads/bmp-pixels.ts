/**
 * The pixels of an uncompressed 24- or 32-bit Windows bitmap (what Paint and most tools write), as
 * RGB rows top to bottom for sharp's raw input: sharp's prebuilt libvips reads no BMP at all.
 * Anything else (palette, RLE, bit fields, a header that does not fit the file) answers null.
 */
export interface BmpPixels {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel, rows top to bottom. */
  rgb: Buffer;
}

const FILE_HEADER_BYTES = 14;
const INFO_HEADER_MIN_BYTES = 40;
const BI_RGB = 0;

/** Width and height from the header only (for the size rule), or null when it is not a bitmap we read. */
export function bmpDimensions(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < FILE_HEADER_BYTES + INFO_HEADER_MIN_BYTES) return null;
  if (bytes.toString('latin1', 0, 2) !== 'BM') return null;
  if (bytes.readUInt32LE(14) < INFO_HEADER_MIN_BYTES) return null;
  const width = bytes.readInt32LE(18);
  const height = Math.abs(bytes.readInt32LE(22));
  const bitCount = bytes.readUInt16LE(28);
  if (bytes.readUInt16LE(26) !== 1 || (bitCount !== 24 && bitCount !== 32)) return null;
  if (bytes.readUInt32LE(30) !== BI_RGB || width <= 0 || height <= 0) return null;
  const pixelOffset = bytes.readUInt32LE(10);
  if (pixelOffset + rowStride(width, bitCount) * height > bytes.length) return null;
  return { width, height };
}

function rowStride(width: number, bitCount: number): number {
  return Math.floor((bitCount * width + 31) / 32) * 4;
}

export function bmpPixels(bytes: Buffer): BmpPixels | null {
  const size = bmpDimensions(bytes);
  if (!size) return null;
  const { width, height } = size;
  const bitCount = bytes.readUInt16LE(28);
  const bottomUp = bytes.readInt32LE(22) > 0;
  const pixelOffset = bytes.readUInt32LE(10);
  const stride = rowStride(width, bitCount);
  const step = bitCount / 8;
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const source = pixelOffset + (bottomUp ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const from = source + x * step;
      const to = (y * width + x) * 3;
      // Stored as blue, green, red.
      rgb[to] = bytes[from + 2]!;
      rgb[to + 1] = bytes[from + 1]!;
      rgb[to + 2] = bytes[from]!;
    }
  }
  return { width, height, rgb };
}
