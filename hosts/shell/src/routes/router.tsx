import { ROUTE_PATHS, SHELL_BASE_PATH } from '@showroom/contract';
import { Redirect, Router } from 'wouter';
import { NavigationEffects } from './navigation-effects.tsx';
import { RouteFrame } from './route-frame.tsx';
import { useRouteMeta } from './use-route-meta.ts';

/** The shell lives under `/showroom/` with history routing (spec §2). */
export const BASENAME = SHELL_BASE_PATH;

/**
 * The route of the current path, framed (guard, layout); an unknown path goes to /404. The
 * effects of every navigation sit beside it, so they outlive route changes.
 */
export function ShellRoutes() {
  const meta = useRouteMeta();
  return (
    <>
      <NavigationEffects meta={meta} />
      {meta ? <RouteFrame meta={meta} /> : <Redirect to={ROUTE_PATHS.notFound} replace />}
    </>
  );
}

/** The shell's router: browser history under {@link BASENAME}. */
export function ShellRouter() {
  return (
    <Router base={BASENAME}>
      <ShellRoutes />
    </Router>
  );
}
