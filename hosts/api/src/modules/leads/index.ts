/**
 * Leads: sample requests and their uploaded pictures.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { bmpDimensions } from './bmp-pixels.ts';
export { removeFiles, uploadsDirFor } from './lead-files.ts';
export {
  type CheckedImage,
  checkImage,
  type ImageKind,
  imageKindOf,
  MAX_INPUT_PIXELS,
  type MinDimensions,
  type WebSizedImage,
  webSizedImage,
} from './lead-image.ts';
export { createLeadsService, type LeadsService } from './leads-service.ts';
export { readLeadRequest } from './read-lead-request.ts';
export { isSafeSvgText } from './svg-safety.ts';
