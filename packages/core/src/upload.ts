/**
 * `@showroom/core/upload`: multipart uploads that report their progress (the vendors' product photos), as
 * its own entry (and federation share key) so the shop's widgets never download it.
 */

export { type UploadOptions, upload } from './api/upload-request.ts';
