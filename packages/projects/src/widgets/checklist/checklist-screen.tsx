import { ROUTE_PATHS } from '@showroom/contract';
import { CHECKLIST_PROJECT_PARAM, PROJECT_CHECKLIST_MESSAGES } from '@showroom/contract/projects';
import { readRouteLocation } from '@showroom/core/routing';
import { StyleSheet } from '@showroom/ui';
import css from './checklist.css?inline';
import { ChecklistPanel } from './checklist-panel.tsx';
import { ProjectChooser } from './project-chooser.tsx';

export interface ChecklistScreenProps {
  /** The project named by the element's `project-id`; 0 to read `?project=` from the address. */
  projectId: number;
}

/**
 * `/visualize/checklist` (spec §4: the sign-in redirect there is honoured): `?project=<id>` shows that
 * project's checklist; without one, the homeowner's projects to choose from.
 */
export function ChecklistScreen({ projectId }: ChecklistScreenProps) {
  const fromAddress = Number(readRouteLocation(ROUTE_PATHS.checklist).query.get(CHECKLIST_PROJECT_PARAM));
  const project =
    projectId > 0 ? projectId : Number.isInteger(fromAddress) && fromAddress > 0 ? fromAddress : 0;
  return (
    <div className="sr-checklist-page">
      <StyleSheet name="sr-checklist" css={css} />
      {project > 0 ? (
        <ChecklistPanel projectId={project} headingLevel="h1" />
      ) : (
        <section className="sr-checklist" aria-labelledby="sr-checklist-title">
          <h1 id="sr-checklist-title">{PROJECT_CHECKLIST_MESSAGES.title}</h1>
          <ProjectChooser />
        </section>
      )}
    </div>
  );
}
