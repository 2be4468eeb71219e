import { ComingSoon } from '@showroom/ui/page';

/** What each route of this remote will offer; shown honestly until its issue lands. */
const PLANNED: Record<string, string> = {
  '/visualize': '3D visualizer',
  '/visualize/checklist': 'Project checklist',
  '/projects': 'Your projects',
  '/design-ai': 'AI design',
  '/design-ai/login': 'AI design sign-in',
  '/design-ai/singup': 'AI design sign-up',
  '/design-ai/welcome': 'AI design',
};

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/projects`. */
  route: string;
}

/** The screen the shell renders for a route this remote owns. */
export function RouteScreen({ route }: RouteScreenProps) {
  return <ComingSoon title={PLANNED[route] ?? 'This page'} />;
}
