/** Per-test set-up of the portal's screens: the shared console screen stub (`@showroom/core/testing`). */
import { type StubRoutes, setUpScreenTest, signInTestUser } from '@showroom/core/testing';

export type { StubAnswer, StubRoutes } from '@showroom/core/testing';

export function setUpPortalTest(routes: StubRoutes) {
  return setUpScreenTest(routes);
}

/** A signed-in user of `type` (a Vendor by default), as a session holds them. */
export function signInAs(type = 'Vendor'): void {
  signInTestUser({ id: 41, email: 'vendor@showroom.test', type }, '41|portal-test-token');
}
