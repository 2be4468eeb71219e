import multipart from '@fastify/multipart';
import {
  PRODUCT_PHOTO_MESSAGES as M,
  PRODUCT_PHOTO_UPLOAD,
  type ProductPhotosResponse,
  productPhotoOrderSchema,
  productPhotoParamsSchema,
  vendorProductParamsSchema,
} from '@showroom/contract/vendor';
import { HttpError } from '../../lib/http-error.ts';
import type { PhotoOutcome } from '../../modules/vendors/index.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { onePictureLimits, pictureFieldError, readOnePicture } from '../../plugins/read-one-picture.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';

const UPLOAD = { field: PRODUCT_PHOTO_UPLOAD.field, maxBytes: PRODUCT_PHOTO_UPLOAD.maxBytes, messages: M };
const ORDER_FIELD = 'photo_ids';

/** The answer of a change, or its refusal: 404 for another vendor's product or photo, 422 naming the field. */
function answer(outcome: PhotoOutcome, message: string): ProductPhotosResponse {
  if ('photos' in outcome) return { success: true, message, data: outcome.photos };
  switch (outcome.problem) {
    case 'missing':
      throw new HttpError(404, { message: M.notFound });
    case 'mismatch':
      throw new HttpError(422, { message: M.orderMismatch, errors: { [ORDER_FIELD]: [M.orderMismatch] } });
    case 'full':
      throw pictureFieldError(UPLOAD, M.full);
    case 'type':
      throw pictureFieldError(UPLOAD, M.type);
    case 'dimensions':
      throw pictureFieldError(UPLOAD, M.dimensions);
  }
}

/**
 * A vendor's product photos (decision 0098): the list, one upload per request (the dropzone sends each
 * file on its own, with its own progress), the order (the first is the main one) and a delete. Only the
 * vendor's own products: another's is not found (404).
 */
export const vendorProductPhotoRoutes: AppRoutes = async (app, { ctx }) => {
  // Registered in this plugin only: the photo upload is the one multipart route here.
  await app.register(multipart, { limits: onePictureLimits(PRODUCT_PHOTO_UPLOAD.maxBytes) });

  app.get(
    '/api/vendor/products/:id/photos',
    access('vendor'),
    async (request): Promise<ProductPhotosResponse> => {
      const { id } = validate(vendorProductParamsSchema, request.params);
      const photos = await ctx.vendors.photos(sessionOf(request).user.id, id);
      if (!photos) throw new HttpError(404, { message: M.notFound });
      return { success: true, message: '', data: photos };
    },
  );

  app.post('/api/vendor/products/:id/photos', access('vendor'), async (request, reply) => {
    const { id } = validate(vendorProductParamsSchema, request.params);
    const bytes = await readOnePicture(request, UPLOAD);
    const result = answer(await ctx.vendors.addPhoto(sessionOf(request).user.id, id, bytes), M.added);
    reply.code(201);
    return result;
  });

  app.put(
    '/api/vendor/products/:id/photos',
    access('vendor'),
    async (request): Promise<ProductPhotosResponse> => {
      const { id } = validate(vendorProductParamsSchema, request.params);
      const { photo_ids } = validate(productPhotoOrderSchema, request.body);
      return answer(await ctx.vendors.reorderPhotos(sessionOf(request).user.id, id, photo_ids), M.reordered);
    },
  );

  app.delete(
    '/api/vendor/products/:id/photos/:photo',
    access('vendor'),
    async (request): Promise<ProductPhotosResponse> => {
      const { id, photo } = validate(productPhotoParamsSchema, request.params);
      return answer(await ctx.vendors.removePhoto(sessionOf(request).user.id, id, photo), M.removed);
    },
  );
};
