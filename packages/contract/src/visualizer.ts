/**
 * `@showroom/contract/visualizer`: the visualizer's texts, the shapes of a design in a draft, and its
 * constants (issue #13). Its own entry so widgets that never show a room do not download it. The
 * room engine itself (plans, layouts, templates, bill of materials) is `@showroom/rooms`.
 */
export { BILL_COUNT_WORDS, ROOM_KIND_LABELS, VISUALIZER_MESSAGES } from './messages/visualizer-messages.ts';
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
