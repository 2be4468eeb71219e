import { type RoutedRemote, routeIntroFor } from '@showroom/contract/constants';
import { RouteIntroFrame } from '@showroom/ui/page';
import { RemoteBoundary } from './remote-boundary.tsx';
import { REMOTE_SCREENS } from './remote-modules.ts';
import { useLazyRemote } from './use-lazy-remote.ts';

/**
 * Renders the screen a remote provides for one of its routes. While it loads, a route with an intro
 * keeps showing it where the page the API served painted it (decision 0118).
 */
export function RemoteRouteScreen({ remote, route }: { remote: RoutedRemote; route: string }) {
  const { Lazy, retry } = useLazyRemote(remote, () =>
    REMOTE_SCREENS[remote]().then((module) => module.RouteScreen),
  );
  const intro = routeIntroFor(route);
  return (
    <RemoteBoundary
      key={remote}
      onRetry={retry}
      loading={intro ? <RouteIntroFrame title={intro.title} text={intro.text} /> : null}
    >
      <Lazy route={route} />
    </RemoteBoundary>
  );
}
