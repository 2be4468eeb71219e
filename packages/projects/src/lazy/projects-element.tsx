import { type ProjectView, ProjectViewScreen } from '../widgets/route-screen/project-view.tsx';

export interface ProjectsElementProps {
  /** The `view` attribute: `list` (the default), `project`, `survey` or `checklist`. */
  view?: string;
  /** The `project-id` attribute: the project of the `project` view, or the one the survey is taken for. */
  projectId?: string;
}

const VIEWS: readonly ProjectView[] = ['list', 'project', 'survey', 'checklist'];

/**
 * What `<showroom-projects view="project" project-id="12">` renders: a homeowner's projects on a pro's
 * page, or one project's page (its sections, the chat among them), without changing the host's address.
 */
export function ProjectsElement({ view, projectId }: ProjectsElementProps) {
  const known = VIEWS.find((candidate) => candidate === view) ?? 'list';
  const id = projectId && /^[1-9]\d{0,9}$/.test(projectId) ? Number(projectId) : null;
  return <ProjectViewScreen view={known} projectId={id} />;
}
