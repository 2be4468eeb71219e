/** `@showroom/core/testing`: for tests only — the API stub every console's screen tests start from. */

export { resetPageState } from './testing/reset-page-state.ts';
export {
  type StubAnswer,
  type StubRoutes,
  setUpScreenTest,
  signInTestUser,
} from './testing/screen-test-stub.ts';
