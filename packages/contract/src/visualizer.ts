/**
 * `@showroom/contract/visualizer`: the visualizer's texts, the shapes of a design in a draft, and its
 * constants (issue #13). Its own entry so widgets that never show a room do not download it. The
 * room engine itself (plans, layouts, templates, bill of materials) is `@showroom/rooms`.
 */
export * from './messages/visualizer-messages.ts';
export * from './visualizer/picker-page-size.ts';
export * from './visualizer/scene-marks.ts';
export * from './visualizer/visualizer-draft.ts';
