/**
 * A project's shoppable checklist (issue #25, decision 0106): lines from a saved design's bill of
 * materials or added by the homeowner, the shared pro or a hired designer, counted by area where it
 * applies, checked off, priced in the project's showroom. Others use only what this file exports, and
 * the table (*-schema.ts).
 */
export type { ChecklistProjectRow } from './checklist-lines.ts';
export {
  createProjectChecklistService,
  type ProjectChecklistService,
} from './project-checklist-service.ts';
