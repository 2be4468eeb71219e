import { ROUTE_PATHS } from '@showroom/contract';
import { readRouteLocation } from '@showroom/core/routing';
import { ComingSoon } from '@showroom/ui/page';
import { ProjectViewScreen, ROUTE_VIEWS } from './project-view.tsx';

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/projects` or `/projects/:id`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  const view = ROUTE_VIEWS[route];
  if (!view) return <ComingSoon title="This page" />;
  // The shell passes only the pattern: a project's id comes from the address.
  const projectId = Number(readRouteLocation(ROUTE_PATHS.project).params.id) || 0;
  return <ProjectViewScreen view={view} projectId={projectId} />;
}
