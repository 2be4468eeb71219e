import { loginPath } from '@showroom/contract';
import { useIsLoggedIn } from '@showroom/ui';
import { Redirect, useLocation, useSearch } from 'wouter';
import { DefaultLayout } from '../layout/default-layout.tsx';
import { NewLayout } from '../layout/new-layout.tsx';
import { RouteScreen } from './route-screen.tsx';
import type { RouteMeta } from './route-table.ts';
import { useAdminSessionGuard } from './use-admin-session-guard.ts';

/** One route: the login guard, then its layout around its screen. */
export function RouteFrame({ meta }: { meta: RouteMeta }) {
  const [path] = useLocation();
  const search = useSearch();
  const loggedIn = useIsLoggedIn();
  useAdminSessionGuard(path);
  if (meta.requiresLogin && !loggedIn) {
    return <Redirect to={loginPath(search ? `${path}?${search}` : path)} replace />;
  }
  const Layout = meta.layout === 'new' ? NewLayout : DefaultLayout;
  return (
    <Layout>
      <RouteScreen meta={meta} />
    </Layout>
  );
}
