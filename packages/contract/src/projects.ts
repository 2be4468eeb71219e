/**
 * `@showroom/contract/projects`: a homeowner's projects beyond the cart (issue #25): the style profile,
 * rooms, photos, checklist, chat and hired designers. Its own entry so shopping widgets never download it.
 */

export {
  MAX_CHAT_QUANTITY,
  type PostProjectChatRequest,
  type PostProjectChatResponse,
  PROJECT_CHAT_KINDS,
  PROJECT_ROLES,
  type ProjectChatFile,
  type ProjectChatKind,
  type ProjectChatListResponse,
  type ProjectChatMessage,
  type ProjectChatParticipant,
  type ProjectChatProduct,
  type ProjectChatResponse,
  type ProjectChatSummary,
  type ProjectRole,
  postProjectChatRequestSchema,
  postProjectChatResponseSchema,
  projectChatFileSchema,
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
export {
  MAX_PROFILE_STYLES,
  type StyleProfile,
  styleMatchScore,
  styleProfileSchema,
} from './projects/style-profile.ts';
