import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Upload fixtures for the lead form's image rules: real images of a given size, and the hostile files
 * issue #10 found accepted (SVG with a script or an XXE entity, a PNG that is also a PHP script).
 */
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

export const pngOf = (width: number, height: number) => solid(width, height).png().toBuffer();
export const jpegOf = (width: number, height: number) => solid(width, height).jpeg().toBuffer();
export const gifOf = (width: number, height: number) => solid(width, height).gif().toBuffer();

export const svgOf = (width: number, height: number, inner = '') =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="#c82828"/>${inner}</svg>`,
  );

export const SVG_WITH_SCRIPT = svgOf(200, 200, '<script>alert(document.cookie)</script>');

export const SVG_WITH_XXE = Buffer.from(
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><text y="20">&xxe;</text></svg>',
);

export const PHP_PAYLOAD = '<?php system($_GET["c"]); ?>';

/** A valid PNG with PHP in a text chunk and again after its end: an image to a viewer, a script to PHP. */
export async function pngPhpPolyglot(width = 120, height = width): Promise<Buffer> {
  const png = await pngOf(width, height);
  const text = Buffer.from(`Comment\0${PHP_PAYLOAD}`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(text.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from('tEXt'), text])));
  const chunk = Buffer.concat([length, Buffer.from('tEXt'), text, crc]);
  // After the 8-byte signature and the 25-byte IHDR chunk.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33), Buffer.from(PHP_PAYLOAD)]);
}

/** An uncompressed 24-bit bottom-up Windows bitmap in one colour (what Paint saves). */
export function bmpOf(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const stride = Math.floor((24 * width + 31) / 32) * 4;
  const pixelOffset = 14 + 40;
  const bytes = Buffer.alloc(pixelOffset + stride * height);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(pixelOffset, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) bytes.set([b, g, r], pixelOffset + y * stride + x * 3);
  }
  return bytes;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/**
 * A decompression bomb: a valid black-and-white PNG of `width` × `height` (1 bit a pixel) whose
 * zeros compress to a few kilobytes, while decoding it would take 4 bytes a pixel.
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Bit depth 1, greyscale, deflate, adaptive filtering, no interlace.
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
