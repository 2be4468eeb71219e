import { ChecklistPanel } from './checklist-panel.tsx';

/** The checklist on a project's page (`/projects/:id`), one of the page's sections (`project-sections.tsx`). */
export function ChecklistSection({ projectId }: { projectId: number }) {
  return <ChecklistPanel projectId={projectId} headingLevel="h2" />;
}
