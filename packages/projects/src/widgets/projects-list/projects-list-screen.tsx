import { projectPath, ROUTE_PATHS } from '@showroom/contract';
import { PROJECT_PAGE_MESSAGES, type ProjectSummary } from '@showroom/contract/projects';
import { navigate } from '@showroom/core';
import { Button, ShellLink, StyleSheet, useResource } from '@showroom/ui';
import { PageStyles } from '@showroom/ui/page';
import { loadProjects } from '../../api/project-calls.ts';
import { NewProjectForm } from './new-project-form.tsx';
import { ProjectCard } from './project-card.tsx';
import css from './projects-list.css?inline';

function ListSkeleton() {
  return (
    <ul className="sr-projects__grid" aria-busy="true" aria-label={PROJECT_PAGE_MESSAGES.loading}>
      {[0, 1, 2].map((key) => (
        <li key={key} className="sr-projects__card">
          <span className="sr-page-skeleton sr-page-skeleton--heading" />
          <span className="sr-page-skeleton sr-page-skeleton--short" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The homeowner's projects (`/projects`): their cards, each a link to its page; an empty list says how
 * to start; below, a new project's form. A new project opens on its page.
 */
export function ProjectsListScreen() {
  const projects = useResource('projects', (signal) => loadProjects(signal).then((answer) => answer.data));
  const onCreated = (project: ProjectSummary) => navigate(projectPath(project.id));
  return (
    <section className="sr-page sr-projects">
      <PageStyles />
      <StyleSheet name="sr-projects" css={css} />
      <div className="sr-projects__head">
        <h1 className="sr-page__title">{PROJECT_PAGE_MESSAGES.listTitle}</h1>
        <ShellLink to={ROUTE_PATHS.styleSurvey} className="sr-projects__survey">
          {PROJECT_PAGE_MESSAGES.takeSurvey}
        </ShellLink>
      </div>
      {projects.state.status === 'error' ? (
        <div className="sr-page-card" role="alert">
          <p>{PROJECT_PAGE_MESSAGES.loadFailed}</p>
          <Button variant="secondary" onClick={projects.retry}>
            {PROJECT_PAGE_MESSAGES.retry}
          </Button>
        </div>
      ) : projects.state.status !== 'ready' ? (
        <ListSkeleton />
      ) : projects.state.data.length === 0 ? (
        <div className="sr-page-card sr-projects__empty">
          <h2 className="sr-page-card__heading">{PROJECT_PAGE_MESSAGES.emptyTitle}</h2>
          <p className="sr-page-muted">{PROJECT_PAGE_MESSAGES.emptyText}</p>
        </div>
      ) : (
        <ul className="sr-projects__grid">
          {projects.state.data.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </ul>
      )}
      <NewProjectForm onCreated={onCreated} />
    </section>
  );
}
