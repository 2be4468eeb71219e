/**
 * `@showroom/contract/projects`: a homeowner's projects beyond the cart (issue #25): the style profile,
 * rooms, photos, checklist, chat and hired designers. Its own entry so shopping widgets never download it.
 */

export {
  type ChecklistLine,
  type ChecklistLineResponse,
  type ChecklistSummary,
  checklistLineRemovedResponseSchema,
  checklistLineResponseSchema,
  checklistLineSchema,
  checklistSummarySchema,
  type ProjectChecklist,
  type ProjectChecklistResponse,
  type ProjectChecklistSaveResponse,
  type ProjectChecklistsResponse,
  type ProjectRole,
  projectChecklistResponseSchema,
  projectChecklistSaveResponseSchema,
  projectChecklistSchema,
  projectChecklistsResponseSchema,
  projectRoleSchema,
} from './projects/checklist/checklist-answers.ts';
export {
  CHECKLIST_ADDED_BY_LABELS,
  checklistAppendedMessage,
  checklistReplacedMessage,
  MAX_CHECKLIST_ITEMS,
  PROJECT_CHECKLIST_MESSAGES,
} from './projects/checklist/checklist-messages.ts';
export { CHECKLIST_PROJECT_PARAM, checklistPath } from './projects/checklist/checklist-path.ts';
export {
  type ChecklistItemFields,
  type ChecklistItemInput,
  type ChecklistItemUpdateRequest,
  checklistIdParamsSchema,
  checklistItemInputSchema,
  checklistItemUpdateRequestSchema,
  MAX_CHECKLIST_AREA_SQFT,
  MAX_CHECKLIST_NOTE_LENGTH,
  type ProjectChecklistRequest,
  projectChecklistRequestSchema,
} from './projects/checklist/checklist-requests.ts';
export {
  DESIGNER_HIRE,
  DESIGNER_HIRE_MESSAGES,
  type DesignerForHire,
  designerForHireSchema,
  designerHireFeeCents,
  designerShareCents,
  type HireDesignerList,
  type HireDesignerListResponse,
  type HireDesignerQuery,
  type HireDesignerRequest,
  type HireDesignerResponse,
  type HireDesignerResult,
  type HiredDesigner,
  hireDesignerListResponseSchema,
  hireDesignerListSchema,
  hireDesignerQuerySchema,
  hireDesignerRequestSchema,
  hireDesignerResponseSchema,
  hireDesignerResultSchema,
  hiredDesignerSchema,
} from './projects/designer-hiring.ts';
export {
  PHOTO_SURFACE,
  PHOTO_SURFACE_MESSAGES,
  type PhotoSurfaceKind,
} from './projects/photo-surfaces/photo-surface-messages.ts';
export {
  isConvexQuad,
  isQuadSide,
  MIN_SURFACE_AREA,
  type PhotoPoint,
  type PhotoQuad,
  quadArea,
  quadInPhoto,
  quadSideOf,
} from './projects/photo-surfaces/photo-surface-quad.ts';
export {
  type PhotoSurface,
  type PhotoSurfaceFields,
  type PhotoSurfaceInput,
  type PhotoSurfaces,
  type PhotoSurfacesRequest,
  type PhotoSurfacesResponse,
  photoSurfaceInputSchema,
  photoSurfaceSchema,
  photoSurfacesRequestSchema,
  photoSurfacesResponseSchema,
  photoSurfacesSchema,
} from './projects/photo-surfaces/photo-surface-requests.ts';
export { PHOTO_SURFACE_TEXTS } from './projects/photo-surfaces/photo-surface-texts.ts';
export {
  type SuggestedCorners,
  type SuggestedCornersRequest,
  type SuggestedCornersResponse,
  suggestedCornersMessage,
  suggestedCornersRequestSchema,
  suggestedCornersResponseSchema,
  suggestedCornersSchema,
} from './projects/photo-surfaces/suggested-corners.ts';
export {
  MAX_CHAT_QUANTITY,
  type PostProjectChatRequest,
  type PostProjectChatResponse,
  PROJECT_CHAT_KINDS,
  type ProjectChatKind,
  type ProjectChatListResponse,
  type ProjectChatMessage,
  type ProjectChatParticipant,
  type ProjectChatProduct,
  type ProjectChatResponse,
  type ProjectChatSummary,
  postProjectChatRequestSchema,
  postProjectChatResponseSchema,
  projectChatFilesResponseSchema,
  projectChatListQuerySchema,
  projectChatListResponseSchema,
  projectChatMessageSchema,
  projectChatPageQuerySchema,
  projectChatParamsSchema,
  projectChatParticipantSchema,
  projectChatReadRequestSchema,
  projectChatResponseSchema,
  projectChatSummarySchema,
  type ValidProjectChatPost,
} from './projects/project-chat.ts';
export { PROJECT_CHAT, PROJECT_CHAT_MESSAGES } from './projects/project-chat-messages.ts';
export { type ProjectNameParts, projectDisplayName } from './projects/project-display-name.ts';
export {
  MAX_PROJECT_BUDGET_DOLLARS,
  MAX_PROJECT_NAME_LENGTH,
  PROJECT_ROOM_TYPES,
  type ProjectCreateRequest,
  type ProjectFactsUpdateRequest,
  type ProjectRoomType,
  projectCreateRequestSchema,
  projectFactsUpdateRequestSchema,
} from './projects/project-facts.ts';
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
  projectFilesResponseSchema,
  ROOM_PHOTO_MESSAGES,
  ROOM_PHOTO_TEXTS,
  ROOM_PHOTO_UPLOAD,
} from './projects/project-files.ts';
export { PROJECT_PAGE_MESSAGES } from './projects/project-page-messages.ts';
export {
  MAX_PROJECT_ROOMS,
  MAX_ROOM_NAME_LENGTH,
  type ProjectRoom,
  type ProjectRoomRequest,
  projectIdParamsSchema,
  projectRoomParamsSchema,
  projectRoomRequestSchema,
  projectRoomSchema,
} from './projects/project-rooms.ts';
export {
  PROJECT_ROLES,
  type ProjectDetails,
  type ProjectDetailsResponse,
  type ProjectListResponse,
  type ProjectRoomResponse,
  type ProjectSummary,
  type ProjectSummaryResponse,
  projectDetailsResponseSchema,
  projectDetailsSchema,
  projectListResponseSchema,
  projectRoomRemovedResponseSchema,
  projectRoomResponseSchema,
  projectSummaryResponseSchema,
  projectSummarySchema,
} from './projects/project-views.ts';
export { savedDesignPath } from './projects/saved-design-path.ts';
export { MAX_PROFILE_STYLES, styleMatchScore } from './projects/style-match.ts';
export { type StyleProfile, styleProfileSchema } from './projects/style-profile.ts';
export {
  type StyleProfileResponse,
  type StyleSurveyRequest,
  styleProfileResponseSchema,
  styleSurveyRequestSchema,
} from './projects/style-survey.ts';
export {
  MAX_SURVEY_MATERIALS,
  STYLE_SURVEY,
  type StyleSurveyAnswers,
  type StyleSurveyChoice,
  styleProfileOf,
} from './projects/style-survey-questions.ts';
