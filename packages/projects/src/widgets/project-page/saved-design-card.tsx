import { ROUTE_PATHS } from '@showroom/contract';
import { PROJECT_PAGE_MESSAGES, type ProjectDetails } from '@showroom/contract/projects';
import { ShellLink } from '@showroom/ui';

/**
 * The project's saved visualizer design: a real link that opens it in the visualizer naming the project
 * (so saving again updates it), or a way to start one.
 */
export function SavedDesignCard({ project }: { project: ProjectDetails }) {
  return (
    <section className="sr-page-card" aria-labelledby="sr-project-design">
      <h2 className="sr-page-card__heading" id="sr-project-design">
        {PROJECT_PAGE_MESSAGES.savedDesign}
      </h2>
      {project.design_path ? (
        <ShellLink to={project.design_path} className="sr-project-page__link-button">
          {PROJECT_PAGE_MESSAGES.openDesign}
        </ShellLink>
      ) : (
        <>
          <p className="sr-page-muted">{PROJECT_PAGE_MESSAGES.noDesign}</p>
          {project.role === 'owner' && (
            <ShellLink
              to={`${ROUTE_PATHS.visualize}?project=${project.id}`}
              className="sr-project-page__link"
            >
              {PROJECT_PAGE_MESSAGES.designFromVisualizer}
            </ShellLink>
          )}
        </>
      )}
    </section>
  );
}
