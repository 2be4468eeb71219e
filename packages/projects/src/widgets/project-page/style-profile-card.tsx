import { styleSurveyPath } from '@showroom/contract';
import { PROJECT_PAGE_MESSAGES, type ProjectDetails } from '@showroom/contract/projects';
import { ShellLink } from '@showroom/ui';

/**
 * The project's style profile (the survey's styles, best first), and the survey taken for this project;
 * the pro and designers read the homeowner's (decision 0115), without the survey link.
 */
export function StyleProfileCard({ project }: { project: ProjectDetails }) {
  const tags = project.style_profile?.tags ?? [];
  const owner = project.role === 'owner';
  return (
    <section className="sr-page-card" aria-labelledby="sr-project-style">
      <h2 className="sr-page-card__heading" id="sr-project-style">
        {owner ? PROJECT_PAGE_MESSAGES.yourStyle : PROJECT_PAGE_MESSAGES.homeownersStyle}
      </h2>
      {tags.length > 0 ? (
        <ul className="sr-project-page__styles">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : (
        !owner && <p>{PROJECT_PAGE_MESSAGES.noStyleYet}</p>
      )}
      {owner && (
        <ShellLink to={styleSurveyPath(project.id)} className="sr-project-page__link">
          {tags.length > 0 ? PROJECT_PAGE_MESSAGES.retakeSurvey : PROJECT_PAGE_MESSAGES.takeSurvey}
        </ShellLink>
      )}
    </section>
  );
}
