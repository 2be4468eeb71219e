import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { NavigationEffects } from './navigation-effects.tsx';
import { RouteFrame } from './route-frame.tsx';
import { NOT_FOUND_PATH, ROUTES } from './route-table.ts';

/** The shell lives under `/showroom/` with history routing (spec §2). */
export const BASENAME = '/showroom';

function Root() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}

export function createShellRouter() {
  return createBrowserRouter(
    [
      {
        element: <Root />,
        children: [
          ...ROUTES.map((meta) => ({ path: meta.path, handle: meta, element: <RouteFrame meta={meta} /> })),
          { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
        ],
      },
    ],
    { basename: BASENAME },
  );
}
