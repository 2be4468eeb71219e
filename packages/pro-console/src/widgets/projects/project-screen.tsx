import { ProjectChat } from '@showroom/commerce-ui/project-chat';
import { ROUTE_PATHS } from '@showroom/contract';
import { StyleSheet } from '@showroom/ui';
import { ShellLink } from '@showroom/ui/link';
import { ConsoleFrame } from '../console-home/console-frame.tsx';
import css from './projects.css?inline';

/**
 * `/pro/projects/{id}` (issue #25, decision 0107): one project shared with the pro or a designer,
 * with its chat, where they answer the homeowner live. The chat answers 404 'Project not found.' for a
 * project they do not take part in, which the chat shows as its error.
 */
export function ProjectScreen({ projectId }: { projectId: number }) {
  return (
    <ConsoleFrame title="Project" current={ROUTE_PATHS.proProjects}>
      <StyleSheet name="sr-console-projects" css={css} />
      <p>
        <ShellLink to={ROUTE_PATHS.proProjects} className="sr-console-projects__back">
          ← All projects
        </ShellLink>
      </p>
      <div className="sr-console-project">
        {Number.isInteger(projectId) && projectId > 0 ? (
          <ProjectChat projectId={projectId} />
        ) : (
          <p role="alert">Project not found.</p>
        )}
      </div>
    </ConsoleFrame>
  );
}
