/** `@showroom/core/testing`: for tests only — the API stub every console's screen tests start from. */
export {
  type StubAnswer,
  type StubRoutes,
  setUpScreenTest,
  signInTestUser,
} from './testing/screen-test-stub.ts';
