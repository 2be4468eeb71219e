import { ROUTE_PATHS } from '@showroom/contract';
import { ComingSoon } from '@showroom/ui/page';
import { Suspense } from 'react';
import { VisualizerFallback, VisualizerScreen } from '../../lazy/visualizer-screen-chunk.tsx';

/** What each route still to come will offer; shown honestly until its issue lands. */
const PLANNED: Record<string, string> = {
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
  if (route === ROUTE_PATHS.visualize) {
    return (
      <Suspense fallback={<VisualizerFallback />}>
        <VisualizerScreen inAddress />
      </Suspense>
    );
  }
  return <ComingSoon title={PLANNED[route] ?? 'This page'} />;
}
