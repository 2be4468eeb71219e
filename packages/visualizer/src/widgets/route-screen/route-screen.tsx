import { ROUTE_PATHS } from '@showroom/contract';
import { ComingSoon } from '@showroom/ui/page';
import { Suspense } from 'react';
import { VisualizerFallback, VisualizerScreen } from '../../lazy/visualizer-screen-chunk.tsx';

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/visualize`. */
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
  return <ComingSoon title="This page" />;
}
