/**
 * Pictures: product pictures and their rendered previews.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { Picture } from './picture.ts';
export { createPicturesService, type PicturesService } from './pictures-service.ts';
