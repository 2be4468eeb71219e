import { ROUTE_PATHS } from '@showroom/contract';
import { readRouteLocation } from '@showroom/core/routing';
import { ComingSoon } from '@showroom/ui/page';
import { ProjectViewScreen, ROUTE_VIEWS } from './project-view.tsx';

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/projects` or `/projects/:id`. */
  route: string;
}

/** A positive id as written in the address, else null. */
const idOf = (text: string | null | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  const view = ROUTE_VIEWS[route];
  if (!view) return <ComingSoon title="This page" />;
  // The shell passes only the pattern: the project comes from the address (its path, or the survey's query).
  const projectId =
    view === 'survey'
      ? idOf(readRouteLocation(ROUTE_PATHS.styleSurvey).query.get('project'))
      : idOf(readRouteLocation(ROUTE_PATHS.project).params.id);
  return <ProjectViewScreen view={view} projectId={projectId} />;
}
