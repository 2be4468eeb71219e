import { ROUTE_PATHS } from '@showroom/contract';
import { ComingSoon } from '@showroom/ui/page';

/** What each route of this remote will offer; shown honestly until its issue lands. */
const PLANNED: Record<string, string> = {
  [ROUTE_PATHS.visualize]: '3D visualizer',
  [ROUTE_PATHS.checklist]: 'Project checklist',
  [ROUTE_PATHS.projects]: 'Your projects',
  [ROUTE_PATHS.designAi]: 'AI design',
  [ROUTE_PATHS.designAiLogin]: 'AI design sign-in',
  [ROUTE_PATHS.designAiSignUp]: 'AI design sign-up',
  [ROUTE_PATHS.designAiWelcome]: 'AI design',
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/projects`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  return <ComingSoon title={PLANNED[route] ?? 'This page'} />;
}
