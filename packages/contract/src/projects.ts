/**
 * `@showroom/contract/projects`: a homeowner's projects beyond the cart (issue #25): the style profile,
 * rooms, photos, checklist, chat and hired designers. Its own entry so shopping widgets never download it.
 */

export {
  CHAT_FILE_MESSAGES,
  CHAT_FILE_UPLOAD,
  FILE_LINK_SECONDS,
  PROJECT_FILE_KINDS,
  PROJECT_FILE_MESSAGES,
  PROJECT_FILE_VARIANTS,
  type ProjectFile,
  type ProjectFileKind,
  type ProjectFileLinkQuery,
  type ProjectFileResponse,
  type ProjectFilesResponse,
  type ProjectFileVariant,
  projectFileLinkParamsSchema,
  projectFileLinkPath,
  projectFileLinkQuerySchema,
  projectFileParamsSchema,
  projectFileResponseSchema,
  projectFileSchema,
  projectFilesParamsSchema,
  projectFilesResponseSchema,
  ROOM_PHOTO_MESSAGES,
  ROOM_PHOTO_UPLOAD,
  roomPhotosParamsSchema,
} from './projects/project-files.ts';
export {
  MAX_PROFILE_STYLES,
  type StyleProfile,
  styleMatchScore,
  styleProfileSchema,
} from './projects/style-profile.ts';
