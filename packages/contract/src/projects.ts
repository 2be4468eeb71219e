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
export { PROJECT_PAGE_MESSAGES } from './projects/project-page-messages.ts';
export {
  MAX_PROFILE_STYLES,
  type StyleProfile,
  styleMatchScore,
  styleProfileSchema,
} from './projects/style-profile.ts';
