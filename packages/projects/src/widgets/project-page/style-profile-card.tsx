import { styleSurveyPath } from '@showroom/contract';
import { PROJECT_PAGE_MESSAGES, type ProjectDetails } from '@showroom/contract/projects';
import { ShellLink } from '@showroom/ui/link';

/** The project's style profile (the survey's styles, best first), and the survey taken for this project. */
export function StyleProfileCard({ project }: { project: ProjectDetails }) {
  const tags = project.style_profile?.tags ?? [];
  return (
    <section className="sr-page-card" aria-labelledby="sr-project-style">
      <h2 className="sr-page-card__heading" id="sr-project-style">
        {PROJECT_PAGE_MESSAGES.yourStyle}
      </h2>
      {tags.length > 0 ? (
        <ul className="sr-project-page__styles">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {project.role === 'owner' && (
        <ShellLink to={styleSurveyPath(project.id)} className="sr-project-page__link">
          {tags.length > 0 ? PROJECT_PAGE_MESSAGES.retakeSurvey : PROJECT_PAGE_MESSAGES.takeSurvey}
        </ShellLink>
      )}
    </section>
  );
}
