import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { LEAD_UPLOAD } from '../lead/lead-upload.ts';
import { formatMessage, MESSAGES } from '../messages/messages.ts';
import { intField, MAX_ID } from '../validation/query-params.ts';

/**
 * A vendor's product photos (issue #24, decision 0098). Spec §5's image rule: the endings jpg, svg, jpeg,
 * png, bmp, gif only (the lead form's list, one list) and `maxdimensions` [w, h]; the spec gives no numbers,
 * so: a photo that still looks sharp on the product page's 600-pixel frame.
 */
export const PRODUCT_PHOTO_UPLOAD = {
  /** The multipart field of the one file each upload sends. */
  field: 'file',
  maxBytes: LEAD_UPLOAD.maxBytes,
  extensions: LEAD_UPLOAD.extensions,
  minWidth: 600,
  minHeight: 600,
  /** Several photos per product: the dropzone takes many at once (spec §5 V4: `multiple` when max > 1). */
  maxFiles: 8,
  /** The web sizes every photo is stored in (webp): cards and cart lines, and the product page. */
  widths: [400, 1200],
} as const;

export type ProductPhotoWidth = (typeof PRODUCT_PHOTO_UPLOAD.widths)[number];

/** How the messages name the upload ('The photo field must be …'). */
const LABEL = 'photo';
const maxKilobytes = PRODUCT_PHOTO_UPLOAD.maxBytes / 1024;

/** The upload rules' messages (Laravel's wording, as the lead form's and the pros' pictures'). */
export const PRODUCT_PHOTO_MESSAGES = {
  type: `The ${LABEL} field must be a file of type: ${PRODUCT_PHOTO_UPLOAD.extensions.join(', ')}.`,
  size: `The ${LABEL} field must not be greater than ${maxKilobytes} kilobytes.`,
  dimensions: formatMessage(MESSAGES.imageMinDimensions, {
    field: LABEL,
    w: PRODUCT_PHOTO_UPLOAD.minWidth,
    h: PRODUCT_PHOTO_UPLOAD.minHeight,
  }),
  missing: `The ${LABEL} field is required.`,
  multipartOnly: 'Send the photo as multipart/form-data.',
  full: `A product holds at most ${PRODUCT_PHOTO_UPLOAD.maxFiles} photos. Remove one first.`,
  added: 'Photo added.',
  removed: 'Photo removed.',
  reordered: 'Photo order saved. The first photo is the main one.',
  notFound: 'No such photo.',
  orderMismatch: 'List every photo of the product once.',
  /** A new product's photos wait in the form and go up once it is created. */
  pendingHint: 'These photos are added when you create the product.',
  pendingFailed: (names: readonly string[]) =>
    `The product is created, but ${names.length === 1 ? 'this photo was' : 'these photos were'} not added: ${names.join(', ')}. Add ${names.length === 1 ? 'it' : 'them'} again on this page.`,
} as const;

/** One photo of a product; the addresses are under the API root (`product_photos/<token>-400.webp`). */
export const productPhotoSchema = z.object({
  id: z.string(),
  /** 400 pixels wide: cards, cart lines, thumbnails. */
  url: z.string(),
  /** 1200 pixels wide (or the photo's own width when smaller): the product page. */
  large_url: z.string(),
  width: z.int(),
  height: z.int(),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/** The product's photos in order, the first the main one; what every photo call answers. */
export const productPhotosResponseSchema = envelopeSchema(z.array(productPhotoSchema));
export type ProductPhotosResponse = z.infer<typeof productPhotosResponseSchema>;

/** The address of a stored photo at one web width, under the API root. */
export function productPhotoUrl(token: string, width: ProductPhotoWidth): string {
  return `product_photos/${token}-${width}.webp`;
}

const token = z.string().check(z.regex(/^[0-9a-f-]{36}$/, PRODUCT_PHOTO_MESSAGES.notFound));

/** `DELETE /api/vendor/products/:id/photos/:photo`. */
export const productPhotoParamsSchema = z.object({ id: intField('id', 1, MAX_ID), photo: token });

/** `PUT /api/vendor/products/:id/photos`: every photo's id once, in the new order. */
export const productPhotoOrderSchema = z.object({
  photo_ids: z
    .array(token)
    .check(z.maxLength(PRODUCT_PHOTO_UPLOAD.maxFiles, PRODUCT_PHOTO_MESSAGES.orderMismatch)),
});
export type ProductPhotoOrder = z.infer<typeof productPhotoOrderSchema>;

/** `GET /api/product_photos/:file` (public): a stored photo by its random token and web width. */
export const productPhotoFileParamsSchema = z.object({
  file: z.string().check(z.regex(/^[0-9a-f-]{36}-(400|1200)\.webp$/, PRODUCT_PHOTO_MESSAGES.notFound)),
});
