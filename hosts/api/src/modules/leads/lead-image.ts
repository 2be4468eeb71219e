import { writeFile } from 'node:fs/promises';
import { LEAD_UPLOAD } from '@showroom/contract/lead';
import sharp, { type Sharp } from 'sharp';
import { bmpDimensions, bmpPixels } from './bmp-pixels.ts';
import { isSafeSvgText } from './svg-safety.ts';

// No operation cache and one thread per image: each upload costs a bounded, short-lived amount of
// memory, instead of libvips keeping decoded images around (issue #10's memory budget).
sharp.cache(false);
sharp.concurrency(1);

/**
 * Larger images are refused before decoding: a small file can declare a huge canvas, and a decoded
 * pixel costs about 4 bytes (a 233 KB JPEG of 40 MP took 170 MB). 25 MP is a 6000 × 4000 photo.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** The decode under way (or settled): decodes run one after another, so their memory never adds up. */
let decoding: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = decoding.then(task, task);
  decoding = run.catch(() => undefined);
  return run;
}

/** The ending of the stored copy (`target` + '.' + it), or the rule the upload breaks. */
export type LeadImageOutcome = { extension: string } | { problem: 'type' | 'dimensions' };

/** Spec §5's `maxdimensions` [min width, min height] of one kind of upload. */
export interface MinDimensions {
  readonly minWidth: number;
  readonly minHeight: number;
}

/** A checked, re-encoded image in memory, or the rule the upload breaks. */
export type CheckedImage =
  | { data: Buffer; extension: string; width: number; height: number }
  | { problem: 'type' | 'dimensions' };

/** What an upload's bytes are, whatever its name says. */
export type ImageKind = 'png' | 'jpeg' | 'gif' | 'bmp' | 'svg';

const SIGNATURES: [ImageKind, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['bmp', [0x42, 0x4d]],
];

/**
 * What the bytes are, from their start, before any decoder sees them: so the decoder libvips picks
 * is the one for the kind we expect (never, say, the SVG loader for a file that claims to be a PNG).
 * The project files compare it with the name's ending, to refuse a renamed file.
 */
export function imageKindOf(bytes: Buffer): ImageKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (signature.every((byte, index) => bytes[index] === byte)) return kind;
  }
  return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8')) ? 'svg' : null;
}

const bigEnough = (width: number, height: number, min: MinDimensions) =>
  width >= min.minWidth && height >= min.minHeight;

/**
 * Checks one upload (spec §5: an image of an accepted type, at least the minimum size) and writes a
 * re-encoded copy to `target` plus the stored format's ending. Re-encoding keeps pixels only: bytes
 * appended to or hidden in an image (a PNG/PHP polyglot), EXIF data (GPS) and SVG markup never reach
 * the disk. SVG and BMP are stored as PNG (SVG rasterised after a markup check; libvips reads no BMP).
 */
export async function storeLeadImage(bytes: Buffer, target: string): Promise<LeadImageOutcome> {
  const checked = await checkImage(bytes, LEAD_UPLOAD);
  if ('problem' in checked) return checked;
  return written(checked.data, target, checked.extension);
}

/**
 * Checks an upload against spec §5 (an accepted type, at least `min` in size) and re-encodes it in memory
 * (so a decoding failure leaves no partial file), with the same guarantees as `storeLeadImage`: pixels
 * only, SVG refused when it carries unsafe markup and rasterised otherwise, BMP and SVG as PNG. The pros'
 * logo and portfolio pictures use it too.
 */
export async function checkImage(bytes: Buffer, min: MinDimensions): Promise<CheckedImage> {
  const kind = imageKindOf(bytes);
  if (kind === null) return { problem: 'type' };
  if (kind === 'bmp') return oneAtATime(() => reencodedBmp(bytes, min));
  if (kind === 'svg' && !isSafeSvgText(bytes.toString('utf8'))) return { problem: 'type' };
  return oneAtATime(() => reencoded(bytes, kind, min));
}

/** A checked image at web widths (webp), or the rule the upload breaks. */
export type WebSizedImage =
  | { width: number; height: number; sizes: Buffer[] }
  | { problem: 'type' | 'dimensions' };

/** What a polyglot hides in an image's bytes to be a PHP or HTML file as well as a picture. */
const HIDDEN_SCRIPT = /<\?php|<script/i;

/**
 * Checks an upload as `checkImage` does, then makes one webp per width in `widths` (never enlarged, the
 * first frame of an animation): what the web shows of a product photo. Pixels only, like every copy here.
 * Stricter than a lead's picture: the catalogue publishes it to everyone, so a raster image that also
 * carries a script (a polyglot) is refused rather than cleaned, and its sender learns why.
 */
export async function webSizedImage(
  bytes: Buffer,
  min: MinDimensions,
  widths: readonly number[],
): Promise<WebSizedImage> {
  const kind = imageKindOf(bytes);
  if (kind !== 'svg' && HIDDEN_SCRIPT.test(bytes.toString('latin1'))) return { problem: 'type' };
  if (kind === 'jpeg' || kind === 'png')
    return oneAtATime(() => webSizedFromSource(bytes, kind, min, widths));
  const checked = await checkImage(bytes, min);
  if ('problem' in checked) return checked;
  const sizes = await oneAtATime(() => webpSizes(sharp(checked.data), widths));
  return { width: checked.width, height: checked.height, sizes };
}

/** One webp per width (never enlarged), each a fresh encode of the pixels: no metadata, nothing appended. */
async function webpSizes(source: Sharp, widths: readonly number[]): Promise<Buffer[]> {
  const largest = Math.max(...widths);
  // One decode to the largest width; the smaller sizes are made from its pixels.
  const { data, info } = await source
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    widths.map((width) =>
      sharp(data, raw).resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    ),
  );
}

/**
 * A JPEG or PNG made web-sized straight from the upload, checked as `reencoded` checks it: no full-size
 * copy first, and a JPEG is shrunk while it is decoded, so an 8 MB photo costs one partial decode instead
 * of three full ones and a full encode (issue #25's budget: ≤ 2 s to its thumbnail).
 */
async function webSizedFromSource(
  bytes: Buffer,
  kind: 'jpeg' | 'png',
  min: MinDimensions,
  widths: readonly number[],
): Promise<WebSizedImage> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== kind) return { problem: 'type' };
    const { width = 0, height = 0 } = meta.autoOrient ?? meta;
    if (!bigEnough(width, height, min)) return { problem: 'dimensions' };
    const sizes = await webpSizes(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate(), widths);
    return { width, height, sizes };
  } catch {
    // libvips could not decode it (corrupt, truncated, over the pixel limit): not an image we accept.
    return { problem: 'type' };
  }
}

async function reencoded(
  bytes: Buffer,
  kind: Exclude<ImageKind, 'bmp'>,
  min: MinDimensions,
): Promise<CheckedImage> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== kind) return { problem: 'type' };
    const { width = 0, height = 0 } = meta.autoOrient ?? meta;
    if (!bigEnough(width, height, min)) return { problem: 'dimensions' };
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: kind === 'gif' });
    const size = { width, height };
    if (kind === 'jpeg')
      return { data: await input.rotate().jpeg({ quality: 90 }).toBuffer(), extension: 'jpg', ...size };
    if (kind === 'gif') return { data: await input.gif().toBuffer(), extension: 'gif', ...size };
    return { data: await input.rotate().png().toBuffer(), extension: 'png', ...size };
  } catch {
    // libvips could not decode it (corrupt, truncated, over the pixel limit): not an image we accept.
    return { problem: 'type' };
  }
}

async function reencodedBmp(bytes: Buffer, min: MinDimensions): Promise<CheckedImage> {
  const size = bmpDimensions(bytes);
  if (!size || size.width * size.height > MAX_INPUT_PIXELS) return { problem: 'type' };
  if (!bigEnough(size.width, size.height, min)) return { problem: 'dimensions' };
  const pixels = bmpPixels(bytes);
  if (!pixels) return { problem: 'type' };
  const raw = { width: pixels.width, height: pixels.height, channels: 3 } as const;
  const data = await sharp(pixels.rgb, { raw }).png().toBuffer();
  return { data, extension: 'png', width: pixels.width, height: pixels.height };
}

async function written(data: Buffer, target: string, extension: string): Promise<LeadImageOutcome> {
  await writeFile(`${target}.${extension}`, data, { flag: 'wx' });
  return { extension };
}
