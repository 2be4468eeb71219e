import { fileExtension } from '@showroom/contract/lead';

/**
 * Checks that an upload's bytes are the image its name claims. The name ending alone (Laravel's
 * `mimes` rule looks at content too) would let any file through under `.png`.
 */
const SIGNATURES: Record<string, readonly number[][]> = {
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  bmp: [[0x42, 0x4d]],
};

function startsWith(bytes: Buffer, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** SVG is text: an `<svg` element near the start (after an optional XML prolog or comments). */
function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString('utf8').toLowerCase();
  return head.includes('<svg');
}

export function isImageContent(fileName: string, bytes: Buffer): boolean {
  const extension = fileExtension(fileName);
  if (extension === 'svg') return looksLikeSvg(bytes);
  const signatures = SIGNATURES[extension];
  return signatures?.some((signature) => startsWith(bytes, signature)) ?? false;
}
