/**
 * Designer hires: the designers a homeowner may hire for a project, ranked by its style, and the hire
 * with its fee paid by card (decision 0108).
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export {
  createDesignerHiresService,
  type DesignerHiresService,
  type OwnedProject,
} from './designer-hires-service.ts';
export { ABANDONED_HIRE_MINUTES, type HireSettleCounts } from './settle-abandoned-hires.ts';
