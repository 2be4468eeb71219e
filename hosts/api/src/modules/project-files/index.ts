/**
 * A project's files (issue #25, decision 0105): room photos and chat files, checked, kept in the
 * database and opened only through signed, expiring links by the project's participants.
 * Other modules, flows and routes use only what this file exports, and the table (*-schema.ts).
 */
export { attachChatFiles } from './project-files.ts';
export {
  createProjectFilesService,
  type FileAnswer,
  type ProjectFilesService,
  type UploadAnswer,
} from './project-files-service.ts';
export { roomPhotoOf } from './room-photo-condition.ts';
export type { UploadProblem } from './upload-check.ts';
export { type CheckedUpload, checkProjectUpload, type ProjectUploadRules } from './upload-check.ts';
