import { z } from 'zod/mini';
import { CATEGORY_SLUG_PATTERN, productHashField } from './request-fields.ts';

/** A pictures version as in `/api/pictures/{version}/...`: 'v' and a number (PICTURES_VERSION is one). */
export const PICTURES_VERSION_PATTERN = /^v[0-9]{1,4}$/;

/** The views drawn as SVG (the texture is a PNG, at its own URL). */
export const SVG_PICTURE_VIEWS = ['thumb', 'detail', 'closeup', 'room'] as const;

const versionField = () =>
  z.string().check(z.regex(PICTURES_VERSION_PATTERN, 'The version field format is invalid.'));

const slugField = () =>
  z
    .string()
    .check(
      z.maxLength(100, 'The slug field format is invalid.'),
      z.regex(CATEGORY_SLUG_PATTERN, 'The slug field format is invalid.'),
    );

/** `GET /api/pictures/{version}/product/{hash}/{view}.svg` */
export const productPictureParamsSchema = z.object({
  version: versionField(),
  hash: productHashField('hash'),
  view: z.enum(SVG_PICTURE_VIEWS, { error: 'The selected view is invalid.' }),
});

/** Said when a picture's `colour` is not one the product comes in. */
export const INVALID_COLOUR = 'The selected colour is invalid.';

/**
 * `?colour=` of a product's pictures (issue #22): one of the product's colour names, drawing it in
 * that colour alone; without it, in all its colours.
 */
export const productPictureQuerySchema = z.object({
  colour: z.optional(z.string().check(z.minLength(1, INVALID_COLOUR), z.maxLength(60, INVALID_COLOUR))),
});

/** `GET /api/pictures/{version}/product/{hash}/texture.png` */
export const productTextureParamsSchema = z.object({
  version: versionField(),
  hash: productHashField('hash'),
});

/** `GET /api/pictures/{version}/category/{slug}.svg` and `.../brand/{slug}.svg` */
export const cataloguePictureParamsSchema = z.object({ version: versionField(), slug: slugField() });
