import { ROUTE_PATHS } from '@showroom/contract';
import { PROJECT_PAGE_MESSAGES } from '@showroom/contract/projects';
import { type ReactNode, Suspense } from 'react';
import {
  ChecklistScreen,
  ProjectPage,
  ProjectsListScreen,
  StyleSurveyScreen,
} from '../../lazy/project-screens.tsx';
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

export interface ProjectViewScreenProps {
  view: ProjectView;
  /** The project of the `project` view, or the one the survey is taken for (null: none). */
  projectId: number | null;
}

/** A screen's chunk loading behind a quiet status, so the page keeps its place. */
function Chunk({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="sr-visually-hidden">
          {PROJECT_PAGE_MESSAGES.loading}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * One view. The list is the homeowner's; a project's page any signed-in participant may open (the
 * server answers 404 to anyone else); the survey is open to visitors too (spec §1: before registering).
 */
export function ProjectViewScreen({ view, projectId }: ProjectViewScreenProps) {
  switch (view) {
    case 'list':
      return (
        <ProjectsGate>
          <Chunk>
            <ProjectsListScreen />
          </Chunk>
        </ProjectsGate>
      );
    case 'project':
      return (
        <ProjectsGate anyAccount>
          <Chunk>
            <ProjectPage key={projectId} projectId={projectId ?? 0} />
          </Chunk>
        </ProjectsGate>
      );
    case 'survey':
      return (
        <Chunk>
          <StyleSurveyScreen projectId={projectId} />
        </Chunk>
      );
    case 'checklist':
      return (
        <ProjectsGate>
          <Chunk>
            <ChecklistScreen projectId={projectId ?? 0} />
          </Chunk>
        </ProjectsGate>
      );
  }
}
