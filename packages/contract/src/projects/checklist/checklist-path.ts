import { ROUTE_PATHS } from '../../constants/route-paths.ts';

/** The query parameter of `/visualize/checklist` naming the project whose checklist opens (issue #25). */
export const CHECKLIST_PROJECT_PARAM = 'project';

/** A project's checklist page, a real shell path that works in a new tab. */
export const checklistPath = (projectId: number): string =>
  `${ROUTE_PATHS.checklist}?${CHECKLIST_PROJECT_PARAM}=${projectId}`;
