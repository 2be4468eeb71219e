import { ROUTE_PATHS } from '@showroom/contract';
import { PROJECT_PAGE_MESSAGES, type ProjectDetails } from '@showroom/contract/projects';
import { ApiError } from '@showroom/core';
import { Button, ShellLink, StyleSheet, useResource } from '@showroom/ui';
import { PageStyles } from '@showroom/ui/page';
import { loadProject } from '../../api/project-calls.ts';
import { ExtraInfoForm } from './extra-info-form.tsx';
import { ProjectFactsCard } from './project-facts-card.tsx';
import css from './project-page.css?inline';
import { ProjectRooms } from './project-rooms.tsx';
import { ProjectSections } from './project-sections.tsx';
import { SavedDesignCard } from './saved-design-card.tsx';
import { StyleProfileCard } from './style-profile-card.tsx';

export interface ProjectPageProps {
  projectId: number;
}

function PageSkeleton() {
  return (
    <div
      className="sr-project-page__grid"
      role="status"
      aria-busy="true"
      aria-label={PROJECT_PAGE_MESSAGES.loading}
    >
      {[0, 1].map((key) => (
        <div key={key} className="sr-page-card">
          <span className="sr-page-skeleton sr-page-skeleton--heading" />
          <span className="sr-page-skeleton" />
          <span className="sr-page-skeleton sr-page-skeleton--short" />
        </div>
      ))}
    </div>
  );
}

/** Back to the caller's list: the homeowner's projects, or the console's for the pro and designers. */
function BackLink({ project }: { project: ProjectDetails | null }) {
  const owner = !project || project.role === 'owner';
  return (
    <ShellLink to={owner ? ROUTE_PATHS.projects : ROUTE_PATHS.proProjects} className="sr-project-page__back">
      ← {owner ? PROJECT_PAGE_MESSAGES.listTitle : PROJECT_PAGE_MESSAGES.proListTitle}
    </ShellLink>
  );
}

/**
 * A project's page (`/projects/:id`): its facts, rooms, saved design, style and extra info for its
 * homeowner to change, then the sections of the other features (`project-sections.tsx`). Its pro and hired
 * designers see the same page without the homeowner's controls.
 */
export function ProjectPage({ projectId }: ProjectPageProps) {
  const resource = useResource(`project:${projectId}`, (signal) =>
    loadProject(projectId, signal).then((answer) => answer.data),
  );
  const { state } = resource;
  const replace = (project: ProjectDetails) => resource.update(() => project);
  return (
    <article className="sr-page sr-project-page">
      <PageStyles />
      <StyleSheet name="sr-project-page" css={css} />
      <BackLink project={state.status === 'ready' ? state.data : null} />
      {state.status === 'error' ? (
        <div className="sr-page-card" role="alert">
          <h1 className="sr-page__title">{PROJECT_PAGE_MESSAGES.projectTitle}</h1>
          {state.error instanceof ApiError && state.error.status === 404 ? (
            <p>
              {(state.error.body as { message?: string } | null)?.message ?? PROJECT_PAGE_MESSAGES.loadFailed}
            </p>
          ) : (
            <>
              <p>{PROJECT_PAGE_MESSAGES.loadFailed}</p>
              <div>
                <Button variant="secondary" onClick={resource.retry}>
                  {PROJECT_PAGE_MESSAGES.retry}
                </Button>
              </div>
            </>
          )}
        </div>
      ) : state.status !== 'ready' ? (
        <>
          <h1 className="sr-page__title">{PROJECT_PAGE_MESSAGES.projectTitle}</h1>
          <PageSkeleton />
        </>
      ) : (
        <>
          <h1 className="sr-page__title">{state.data.display_name}</h1>
          <div className="sr-project-page__grid">
            <ProjectFactsCard key={state.data.updated_at} project={state.data} onSaved={replace} />
            <SavedDesignCard project={state.data} />
            <ProjectRooms
              projectId={projectId}
              rooms={state.data.rooms}
              editable={state.data.role === 'owner'}
              onChange={(rooms) => resource.update((project) => ({ ...project, rooms }))}
            />
            <StyleProfileCard project={state.data} />
          </div>
          <ExtraInfoForm project={state.data} />
          <ProjectSections projectId={projectId} project={state.data} />
        </>
      )}
    </article>
  );
}
