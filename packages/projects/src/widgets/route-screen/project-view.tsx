import { ROUTE_PATHS } from '@showroom/contract';
import { ComingSoon } from '@showroom/ui/page';
import { Suspense } from 'react';
import { ProjectPage } from '../../lazy/project-screens.tsx';
import { ProjectsGate } from '../projects-gate/projects-gate.tsx';

/** The screens of this remote, by the route pattern or the element's `view`. */
export type ProjectView = 'list' | 'project' | 'survey' | 'checklist';

/** Which view a shell route shows. */
export const ROUTE_VIEWS: Readonly<Record<string, ProjectView>> = {
  [ROUTE_PATHS.projects]: 'list',
  [ROUTE_PATHS.project]: 'project',
  [ROUTE_PATHS.styleSurvey]: 'survey',
  [ROUTE_PATHS.checklist]: 'checklist',
};

/** What each view still to come will offer; shown honestly until it lands. */
const PLANNED: Record<Exclude<ProjectView, 'project'>, string> = {
  list: 'Your projects',
  survey: 'Style survey',
  checklist: 'Project checklist',
};

export interface ProjectViewScreenProps {
  view: ProjectView;
  /** The project of the `project` view. */
  projectId: number;
}

/** One view, its chunk loading behind a quiet status. */
export function ProjectViewScreen({ view, projectId }: ProjectViewScreenProps) {
  if (view !== 'project') return <ComingSoon title={PLANNED[view]} />;
  return (
    <ProjectsGate>
      <Suspense fallback={<span role="status" />}>
        <ProjectPage projectId={projectId} />
      </Suspense>
    </ProjectsGate>
  );
}
