import { PRODUCT_PHOTO_UPLOAD, productPhotosResponseSchema } from '@showroom/contract/vendor';
import { api } from '@showroom/core';
import { upload } from '@showroom/core/upload';

const photosPath = (productId: number) => `vendor/products/${productId}/photos`;

/** `POST /api/vendor/products/{id}/photos` (multipart, one photo): answers the photos in order. */
export function uploadProductPhoto(productId: number, file: File, onProgress: (sent: number) => void) {
  const body = new FormData();
  body.append(PRODUCT_PHOTO_UPLOAD.field, file, file.name);
  // Silent: the dropzone shows a refusal under itself, by the file's name.
  return upload(photosPath(productId), {
    schema: productPhotosResponseSchema,
    body,
    onProgress,
    silent: true,
  });
}

/** `PUT /api/vendor/products/{id}/photos`: every photo's id in the new order (the first is the main one). */
export function reorderProductPhotos(productId: number, photoIds: string[]) {
  return api.put(photosPath(productId), {
    schema: productPhotosResponseSchema,
    body: { photo_ids: photoIds },
  });
}

/** `DELETE /api/vendor/products/{id}/photos/{photo}`: answers the photos left. */
export function removeProductPhoto(productId: number, photoId: string) {
  return api.delete(`${photosPath(productId)}/${encodeURIComponent(photoId)}`, {
    schema: productPhotosResponseSchema,
  });
}
