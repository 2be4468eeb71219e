/**
 * A material laid into a project's room photo (issue #26, decision 0114): each photo's surfaces.
 * Other modules, flows and routes use only what this file exports, and the table (*-schema.ts).
 */
export {
  createPhotoSurfacesService,
  type PhotoSurfacesService,
  type SaveOutcome,
} from './photo-surfaces-service.ts';
