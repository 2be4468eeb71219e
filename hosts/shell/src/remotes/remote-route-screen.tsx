import { RemoteBoundary } from './remote-boundary.tsx';
import { REMOTE_SCREENS } from './remote-modules.ts';
import type { RemoteName } from './remote-name.ts';
import { useLazyRemote } from './use-lazy-remote.ts';

/** Renders the screen a remote provides for one of its routes. */
export function RemoteRouteScreen({ remote, route }: { remote: RemoteName; route: string }) {
  const { Lazy, retry } = useLazyRemote(remote, () =>
    REMOTE_SCREENS[remote]().then((module) => module.RouteScreen),
  );
  return (
    <RemoteBoundary key={remote} onRetry={retry}>
      <Lazy route={route} />
    </RemoteBoundary>
  );
}
