import { ContentPage } from '../pages/content-page.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RemoteRouteScreen } from '../remotes/remote-route-screen.tsx';
import type { RouteMeta } from './route-table.ts';

export function RouteScreen({ meta }: { meta: RouteMeta }) {
  if ('remote' in meta.owner) return <RemoteRouteScreen remote={meta.owner.remote} route={meta.path} />;
  switch (meta.owner.page) {
    case 'home':
      return <HomePage />;
    case 'not-found':
      return <NotFoundPage />;
    case 'content':
      return <ContentPage path={meta.path} title={meta.title} />;
  }
}
