import { ProjectChat } from '@showroom/commerce-ui/project-chat';
import { projectPath, ROUTE_PATHS } from '@showroom/contract';
import { loadProjectDisplayName } from '@showroom/core/project-chat';
import { ShellLink, StyleSheet, useResource } from '@showroom/ui';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import css from './projects.css?inline';

/**
 * `/pro/projects/{id}` (issue #25, decision 0107): one project shared with the pro or a designer,
 * with its chat, where they answer the homeowner live. The chat answers 404 'Project not found.' for a
 * project they do not take part in, which the chat shows as its error. The project's own page (its
 * rooms, photos and checklist, without the homeowner's controls) is one link away, not repeated here.
 * Titled by the project's shown name (`display_name`, decision 0115); "Project" until it is known.
 */
export function ProjectScreen({ projectId }: { projectId: number }) {
  const valid = Number.isInteger(projectId) && projectId > 0;
  const { state } = useResource(valid ? `pro-project-name-${projectId}` : null, (signal) =>
    loadProjectDisplayName(projectId, signal),
  );
  return (
    <ConsoleFrame title={state.status === 'ready' ? state.data : 'Project'} current={ROUTE_PATHS.proProjects}>
      <StyleSheet name="sr-console-projects" css={css} />
      <p>
        <ShellLink to={ROUTE_PATHS.proProjects} className="sr-console-projects__back">
          ← All projects
        </ShellLink>
      </p>
      {valid ? (
        <>
          <p>
            <ShellLink to={projectPath(projectId)} className="sr-console-projects__page">
              Rooms, photos and checklist
            </ShellLink>
          </p>
          <div className="sr-console-project">
            <ProjectChat projectId={projectId} />
          </div>
        </>
      ) : (
        <div className="sr-console-project">
          <p role="alert">Project not found.</p>
        </div>
      )}
    </ConsoleFrame>
  );
}
