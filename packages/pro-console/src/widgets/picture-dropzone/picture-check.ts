import { isAcceptedImageName } from '@showroom/contract/lead';
import { PRO_PICTURE_MESSAGES, PRO_PICTURE_UPLOAD, type ProPictureKind } from '@showroom/contract/pro';
import { readImageSize } from './read-image-size.ts';

/**
 * Spec §5's image rules before anything is sent: an accepted ending, the size limit, and at least the
 * kind's minimum width and height (`maxdimensions`). The message to show, or null when it passes; the
 * server checks again (and is the judge of what the bytes really are).
 */
export async function pictureProblem(file: File, kind: ProPictureKind): Promise<string | null> {
  if (!isAcceptedImageName(file.name)) return PRO_PICTURE_MESSAGES.type(kind);
  if (file.size > PRO_PICTURE_UPLOAD.maxBytes) return PRO_PICTURE_MESSAGES.size(kind);
  const size = await readImageSize(file);
  if (!size) return PRO_PICTURE_MESSAGES.type(kind);
  const { minWidth, minHeight } = PRO_PICTURE_UPLOAD[kind];
  // A scalable SVG without a set size reads as 0 × 0 here; the server decides on its declared size.
  if (size.width === 0 && size.height === 0) return null;
  return size.width >= minWidth && size.height >= minHeight ? null : PRO_PICTURE_MESSAGES.dimensions(kind);
}
