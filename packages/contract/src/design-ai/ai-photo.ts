import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { ROOM_PHOTO_MESSAGES, ROOM_PHOTO_UPLOAD } from '../projects/project-files.ts';
import { intField, MAX_ID } from '../validation/query-params.ts';

/** A room photo for AI design: the project room photos' rules (type from bytes, size, EXIF stripped). */
export const AI_PHOTO_UPLOAD = {
  field: ROOM_PHOTO_UPLOAD.field,
  maxBytes: ROOM_PHOTO_UPLOAD.maxBytes,
  extensions: ROOM_PHOTO_UPLOAD.extensions,
  minWidth: ROOM_PHOTO_UPLOAD.minWidth,
  minHeight: ROOM_PHOTO_UPLOAD.minHeight,
  maxPixels: ROOM_PHOTO_UPLOAD.maxPixels,
  /** The width the photo is kept at (webp). */
  width: 1200,
  /** Colours the palette names, most present first. */
  paletteSize: 5,
} as const;
export const AI_PHOTO_MESSAGES = ROOM_PHOTO_MESSAGES;

const hexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/));

/** `POST /api/AI/photos` (multipart `file`): the kept photo, its main colours and how bright it is. */
export const aiPhotoSchema = z.object({
  id: z.int(),
  /** A signed link, valid for `FILE_LINK_SECONDS`. */
  url: z.string(),
  width: z.int(),
  height: z.int(),
  palette: z.array(hexColour),
  /** Mean luminance, 0 (black) to 1 (white). */
  brightness: z.number().check(z.minimum(0), z.maximum(1)),
});
export type AiPhoto = z.infer<typeof aiPhotoSchema>;
export const aiPhotoResponseSchema = envelopeSchema(z.object({ photo: aiPhotoSchema }));
export type AiPhotoResponse = z.infer<typeof aiPhotoResponseSchema>;

/** `GET /api/AI/photos/{id}/file?e=&s=`: the photo's signed link (an `<img>` sends no AI token). */
export const aiPhotoFileParamsSchema = z.object({ id: intField('id', 1, MAX_ID) });

/**
 * `DELETE /api/AI/photos/{id}`: the AI user's own photo and its stored picture are deleted; the designs
 * made with it stay, showing that their photo was removed (`photo_removed`). Answers the id.
 */
export const aiPhotoParamsSchema = aiPhotoFileParamsSchema;
export const aiPhotoDeleteResponseSchema = envelopeSchema(z.object({ id: z.int() }));
export type AiPhotoDeleteResponse = z.infer<typeof aiPhotoDeleteResponseSchema>;
export const aiPhotoFileQuerySchema = z.object({
  e: intField('e', 0, MAX_ID),
  s: z.string({ error: 'The link is not valid.' }).check(z.regex(/^[0-9a-f]{64}$/, 'The link is not valid.')),
});
export type AiPhotoFileQuery = z.infer<typeof aiPhotoFileQuerySchema>;
