import type { ProjectSectionProps } from '../project-page/project-sections.tsx';
import { ChecklistPanel } from './checklist-panel.tsx';

/** The checklist on a project's page (`/projects/:id`). */
export function ChecklistSection({ projectId }: ProjectSectionProps) {
  return <ChecklistPanel projectId={projectId} headingLevel="h2" />;
}
