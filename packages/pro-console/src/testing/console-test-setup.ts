/** Per-test set-up of the console's screens: the shared console screen stub (`@showroom/core/testing`). */
import { type StubRoutes, setUpScreenTest, signInTestUser } from '@showroom/core/testing';

export type { StubAnswer, StubRoutes } from '@showroom/core/testing';

export function setUpConsoleTest(routes: StubRoutes) {
  return setUpScreenTest(routes);
}

/** A signed-in user of `type` (a Contractor by default), as a session holds them. */
export function signInAs(type = 'Contractor'): void {
  signInTestUser({ id: 41, email: 'pro@showroom.test', type }, '41|console-test-token');
}
