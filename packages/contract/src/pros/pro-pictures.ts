import { z } from 'zod/mini';
import { LEAD_UPLOAD } from '../lead/lead-upload.ts';
import { formatMessage, MESSAGES } from '../messages/messages.ts';

/**
 * A pro's pictures: the showroom's logo and a designer's portfolio. Spec §5's image rule: the endings
 * jpg, svg, jpeg, png, bmp, gif only (the lead form's list, one list), and `maxdimensions` [w, h] — the
 * spec gives no numbers, so: a logo readable in a header, a portfolio picture worth enlarging.
 */
export const PRO_PICTURE_UPLOAD = {
  /** The multipart field of the one file. */
  field: 'file',
  maxBytes: LEAD_UPLOAD.maxBytes,
  extensions: LEAD_UPLOAD.extensions,
  logo: { minWidth: 120, minHeight: 40, maxFiles: 1 },
  portfolio: { minWidth: 600, minHeight: 400, maxFiles: 1 },
  /** A designer shows a portfolio, not an archive. */
  maxPortfolioPictures: 12,
} as const;

export type ProPictureKind = 'logo' | 'portfolio';

/** How messages name the upload of a kind ('The logo field must be …'). */
export const PRO_PICTURE_LABELS: Readonly<Record<ProPictureKind, string>> = {
  logo: 'logo',
  portfolio: 'picture',
};

const maxKilobytes = PRO_PICTURE_UPLOAD.maxBytes / 1024;

/** The upload rules' messages (Laravel's wording, as the lead form's); `field` names the box. */
export const PRO_PICTURE_MESSAGES = {
  type: (kind: ProPictureKind) =>
    `The ${PRO_PICTURE_LABELS[kind]} field must be a file of type: ${PRO_PICTURE_UPLOAD.extensions.join(', ')}.`,
  size: (kind: ProPictureKind) =>
    `The ${PRO_PICTURE_LABELS[kind]} field must not be greater than ${maxKilobytes} kilobytes.`,
  dimensions: (kind: ProPictureKind) =>
    formatMessage(MESSAGES.imageMinDimensions, {
      field: PRO_PICTURE_LABELS[kind],
      w: PRO_PICTURE_UPLOAD[kind].minWidth,
      h: PRO_PICTURE_UPLOAD[kind].minHeight,
    }),
  missing: (kind: ProPictureKind) => `The ${PRO_PICTURE_LABELS[kind]} field is required.`,
  multipartOnly: 'Send the picture as multipart/form-data.',
  logoSaved: 'Your logo is saved. Your shop and widgets show it within a few seconds.',
  logoRemoved: 'Your logo is removed.',
  portfolioFull: `A portfolio holds at most ${PRO_PICTURE_UPLOAD.maxPortfolioPictures} pictures. Remove one first.`,
  pictureAdded: 'Picture added to your portfolio.',
  pictureRemoved: 'Picture removed.',
  pictureNotFound: 'No such picture.',
} as const;

/** A stored picture: `url` is relative to the API root (`pro_pictures/<token>.png`). */
export const proPictureSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.int(),
  height: z.int(),
});
export type ProPicture = z.infer<typeof proPictureSchema>;

/** The address of a stored picture under the API root. */
export function proPictureUrl(token: string, extension: string): string {
  return `pro_pictures/${token}.${extension}`;
}

/** `GET /api/pro_pictures/:file` (public): a stored picture by its random token and stored ending. */
export const proPictureParamsSchema = z.object({
  file: z.string().check(z.regex(/^[0-9a-f-]{36}\.(png|jpg|gif)$/, PRO_PICTURE_MESSAGES.pictureNotFound)),
});
