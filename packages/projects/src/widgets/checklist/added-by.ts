import { CHECKLIST_ADDED_BY_LABELS, type ChecklistLine, type ProjectRole } from '@showroom/contract/projects';

/** Who put a line on the list, as the viewer reads it: "Added by you", "Added by your designer". */
export function addedByLabel(line: ChecklistLine, viewer: { id: number | null; role: ProjectRole }): string {
  if (line.added_by.id !== null && line.added_by.id === viewer.id) return CHECKLIST_ADDED_BY_LABELS.self;
  const label = CHECKLIST_ADDED_BY_LABELS[line.added_by.role];
  return line.added_by.role === 'owner' || !line.added_by.name ? label : `${label}, ${line.added_by.name}`;
}

/** The homeowner changes every line; the pro and designers the lines they added (decision 0106). */
export const mayChangeLine = (line: ChecklistLine, viewer: { id: number | null; role: ProjectRole }) =>
  viewer.role === 'owner' || (viewer.id !== null && line.added_by.id === viewer.id);
