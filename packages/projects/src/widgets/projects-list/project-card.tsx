import { projectPath } from '@showroom/contract';
import { PROJECT_PAGE_MESSAGES, type ProjectSummary } from '@showroom/contract/projects';
import { formatUsd } from '@showroom/core/format';
import { ShellLink } from '@showroom/ui';

/** A project on the list: a real link to its page, with what it is and what it holds. */
export function ProjectCard({ project }: { project: ProjectSummary }) {
  const facts = [
    project.room_type,
    project.budget_cents === null ? PROJECT_PAGE_MESSAGES.noBudget : formatUsd(project.budget_cents / 100),
    project.zip,
  ].filter(Boolean);
  return (
    <li className="sr-projects__card">
      <ShellLink to={projectPath(project.id)} className="sr-projects__link">
        <span className="sr-projects__name">{project.display_name}</span>
      </ShellLink>
      <span className="sr-page-muted">{facts.join(' · ')}</span>
      <span className="sr-projects__tags">
        <span>
          {project.room_count} {project.room_count === 1 ? 'room' : 'rooms'}
        </span>
        {project.design_path && <span>{PROJECT_PAGE_MESSAGES.savedDesign}</span>}
      </span>
    </li>
  );
}
