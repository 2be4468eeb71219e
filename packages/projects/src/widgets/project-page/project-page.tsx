import { PROJECT_PAGE_MESSAGES } from '@showroom/contract/projects';
import { StyleSheet } from '@showroom/ui';
import css from './project-page.css?inline';
import { ProjectSections } from './project-sections.tsx';

export interface ProjectPageProps {
  projectId: number;
}

/** A project's page (`/projects/:id`): its sections, each its own component. */
export function ProjectPage({ projectId }: ProjectPageProps) {
  return (
    <article className="sr-project-page">
      <StyleSheet name="sr-project-page" css={css} />
      <h1 className="sr-project-page__title">{PROJECT_PAGE_MESSAGES.projectTitle}</h1>
      <ProjectSections projectId={projectId} />
    </article>
  );
}
