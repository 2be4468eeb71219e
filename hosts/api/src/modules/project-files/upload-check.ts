import { fileExtension } from '@showroom/contract/lead';
import sharp from 'sharp';
import {
  bmpDimensions,
  type ImageKind,
  imageKindOf,
  isSafeSvgText,
  type MinDimensions,
  webSizedImage,
} from '../leads/index.ts';

/** Why an upload is refused; each has its own message, so the person learns what to change. */
export type UploadProblem = 'type' | 'renamed' | 'unsafe' | 'dimensions' | 'tooLarge';

/** What one kind of project upload accepts (the room photos, the chat's files). */
export interface ProjectUploadRules extends MinDimensions {
  /** Width × height × frames decoded at most; more is refused from the header, never decoded. */
  readonly maxPixels: number;
  readonly widths: readonly [number, number];
  readonly allowPdf: boolean;
}

/** A checked upload as it is kept: a photo at two webp widths (pixels only), or a PDF as it came. */
export type CheckedUpload =
  | { kind: 'photo'; width: number; height: number; thumb: Buffer; full: Buffer }
  | { kind: 'pdf'; content: Buffer }
  | { problem: UploadProblem };

const KIND_OF_ENDING: Record<string, ImageKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  bmp: 'bmp',
  svg: 'svg',
};

const PDF_MAGIC = '%PDF-';

/**
 * What a second file format hides in a raster image's bytes: PHP, HTML or a PDF (a polyglot). These byte
 * runs are too long to turn up by chance in compressed pixels.
 */
const HIDDEN_CONTENT = /<\?php|<script|<html[\s>]|%PDF-/i;

/**
 * A PDF's active content in plain sight: scripts, actions that launch programs, embedded files, Flash
 * and XFA forms. Such a PDF is refused; we never render a PDF, but the people who open it do. (What a
 * compressed object stream hides is not read: the file is only ever served as a download.)
 */
const ACTIVE_PDF_CONTENT = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)\b|<script/i;

/**
 * A PDF by its bytes: the magic at the start, the end-of-file marker near the end (nothing appended
 * after it, where a polyglot hides its second format), no active content.
 */
function checkedPdf(bytes: Buffer): CheckedUpload {
  if (bytes.toString('latin1', 0, PDF_MAGIC.length) !== PDF_MAGIC) {
    return { problem: imageKindOf(bytes) === null ? 'type' : 'renamed' };
  }
  const tail = bytes.toString('latin1', Math.max(0, bytes.length - 1024));
  if (!/%%EOF\s*$/.test(tail)) return { problem: 'unsafe' };
  if (ACTIVE_PDF_CONTENT.test(bytes.toString('latin1'))) return { problem: 'unsafe' };
  return { kind: 'pdf', content: bytes };
}

/** Pixels the header declares (every frame of an animation counted), or null when it cannot be read. */
async function declaredPixels(bytes: Buffer, kind: ImageKind): Promise<number | null> {
  if (kind === 'bmp') {
    const size = bmpDimensions(bytes);
    return size ? size.width * size.height : null;
  }
  try {
    // Reads the header only: a decompression bomb (a small file declaring a huge canvas) is never decoded.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    return (meta.width ?? 0) * (meta.height ?? 0) * (meta.pages ?? 1);
  } catch {
    return null;
  }
}

/**
 * Checks an upload's bytes against its name and the rules, in the order a person can act on: what it
 * is (type, or a renamed file), whether it hides something (scripts, a second format, SVG references),
 * its pixel count (from the header), then spec §5's `maxdimensions`. A photo passing all is re-encoded
 * by `webSizedImage` (sharp): pixels only, so EXIF, GPS and anything appended are gone.
 */
export async function checkProjectUpload(
  bytes: Buffer,
  fileName: string,
  rules: ProjectUploadRules,
): Promise<CheckedUpload> {
  const ending = fileExtension(fileName);
  if (ending === 'pdf') return rules.allowPdf ? checkedPdf(bytes) : { problem: 'type' };
  const kind = imageKindOf(bytes);
  if (kind === null) return { problem: bytes.toString('latin1', 0, 5) === PDF_MAGIC ? 'renamed' : 'type' };
  if (KIND_OF_ENDING[ending] !== kind) return { problem: 'renamed' };
  if (kind === 'svg' ? !isSafeSvgText(bytes.toString('utf8')) : HIDDEN_CONTENT.test(bytes.toString('latin1')))
    return { problem: 'unsafe' };
  const pixels = await declaredPixels(bytes, kind);
  if (pixels === null) return { problem: 'type' };
  if (pixels > rules.maxPixels) return { problem: 'tooLarge' };
  const image = await webSizedImage(bytes, rules, rules.widths);
  if ('problem' in image) return image;
  const [thumb, full] = image.sizes;
  if (!thumb || !full) throw new Error('a web size was not made');
  return { kind: 'photo', width: image.width, height: image.height, thumb, full };
}
