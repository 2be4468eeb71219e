import type { RoutedRemote } from '@showroom/contract/constants';
import { RemoteBoundary } from './remote-boundary.tsx';
import { REMOTE_SCREENS } from './remote-modules.ts';
import { useLazyRemote } from './use-lazy-remote.ts';

/** Renders the screen a remote provides for one of its routes. */
export function RemoteRouteScreen({ remote, route }: { remote: RoutedRemote; route: string }) {
  const { Lazy, retry } = useLazyRemote(remote, () =>
    REMOTE_SCREENS[remote]().then((module) => module.RouteScreen),
  );
  return (
    <RemoteBoundary key={remote} onRetry={retry}>
      <Lazy route={route} />
    </RemoteBoundary>
  );
}
