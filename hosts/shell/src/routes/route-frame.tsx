import { useIsLoggedIn } from '@showroom/ui';
import { Navigate, useLocation } from 'react-router';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { NewLayout } from '../layouts/new-layout.tsx';
import { loginRedirectFor } from './redirect-rules.ts';
import { RouteScreen } from './route-screen.tsx';
import type { RouteMeta } from './route-table.ts';

/** One route: the login guard, then its layout around its screen. */
export function RouteFrame({ meta }: { meta: RouteMeta }) {
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  if (meta.requiresLogin && !loggedIn) {
    return <Navigate to={loginRedirectFor(location.pathname + location.search)} replace />;
  }
  const Layout = meta.layout === 'new' ? NewLayout : DefaultLayout;
  return (
    <Layout>
      <RouteScreen meta={meta} />
    </Layout>
  );
}
