import { checklistPath, PROJECT_CHECKLIST_MESSAGES } from '@showroom/contract/projects';
import { fetchChecklists } from '@showroom/core/account';
import { formatUsd } from '@showroom/core/format';
import { Button, ShellLink, useResource } from '@showroom/ui';

const M = PROJECT_CHECKLIST_MESSAGES;

/** `/visualize/checklist` without a project: the homeowner's projects, each a link to its checklist. */
export function ProjectChooser() {
  const { state, retry } = useResource('checklists', (signal) => fetchChecklists(signal));
  if (state.status === 'error') {
    return (
      <>
        <p role="alert">{M.loadFailed}</p>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </>
    );
  }
  if (state.status !== 'ready') return <p role="status">{M.loading}</p>;
  if (state.data.length === 0) return <p>{M.noProjects}</p>;
  return (
    <>
      <p>{M.chooseProject}</p>
      <ul className="sr-checklist__projects">
        {state.data.map(({ project, totals }) => (
          <li key={project.id}>
            <ShellLink to={checklistPath(project.id)}>{project.name ?? `Project ${project.id}`}</ShellLink>
            <span>
              {totals.count} {totals.count === 1 ? 'item' : 'items'} · {formatUsd(totals.subtotal)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
