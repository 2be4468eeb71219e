/**
 * `@showroom/contract/visualizer`: the visualizer's texts, the shapes of a design in a draft, and its
 * constants (issue #13). Its own entry so widgets that never show a room do not download it. The
 * room engine itself (plans, layouts, templates, bill of materials) is `@showroom/rooms`.
 */
export { BILL_COUNT_WORDS, ROOM_KIND_LABELS, VISUALIZER_MESSAGES } from './messages/visualizer-messages.ts';
// Texts of the projects the visualizer's screen shows from its first render, here without the projects
// entry's schemas, which the screen then loads only when it saves (decision 0118).
export { PROJECT_CHECKLIST_MESSAGES } from './projects/checklist/checklist-messages.ts';
export { checklistPath } from './projects/checklist/checklist-path.ts';
export { PROJECT_PAGE_MESSAGES } from './projects/project-page-messages.ts';
export { styleMatchScore } from './projects/style-match.ts';
export { BILL_COUNTED_IN, type BillCountedIn, billCountWord } from './visualizer/bill-count-word.ts';
export { PICKER_PAGE_SIZE } from './visualizer/picker-page-size.ts';
export { ROOM_FIRST_FRAME_MARK } from './visualizer/scene-marks.ts';
export { visualizerDesignPath } from './visualizer/visualizer-design-path.ts';
export {
  type DraftFloorplan,
  type DraftFloorTemplate,
  draftFloorplanSchema,
  draftFloorTemplateSchema,
} from './visualizer/visualizer-draft.ts';
