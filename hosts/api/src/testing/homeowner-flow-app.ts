import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { type FlowFault, injectFlowFault } from '../flows/flow-runner.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/** A flow test's app, signed in as the demo homeowner, shopping in the demo contractor's showroom. */
export interface HomeownerFlowApp {
  t: TestApp;
  token: string;
  userId: number;
  /** The demo contractor's showroom (its user id). */
  showroom: number;
  /** POSTs as the homeowner. */
  post(url: string, payload: object): ReturnType<TestApp['app']['inject']>;
  /** Makes the flow fail after a step until `clearFault()` or the end of the test. */
  fault(fault: FlowFault): void;
  clearFault(): void;
}

/** Registers the file's set-up; the kit is filled in before the first test. */
export function useHomeownerFlowApp(): HomeownerFlowApp {
  const { homeowner, contractor } = DEMO_ACCOUNTS.logins;
  let removeFault = () => {};
  const kit = {
    post: (url: string, payload: object) =>
      kit.t.app.inject({ method: 'POST', url, payload, headers: bearer(kit.token) }),
    fault: (fault: FlowFault) => {
      removeFault = injectFlowFault(fault);
    },
    clearFault: () => {
      removeFault();
      removeFault = () => {};
    },
  } as HomeownerFlowApp;
  beforeAll(async () => {
    kit.t = await createTestApp({ products: 0 });
    kit.token = await kit.t.tokenFor(homeowner.email);
    kit.userId = await kit.t.userIdOf(homeowner.email);
    kit.showroom = await kit.t.userIdOf(contractor.email);
  });
  afterAll(() => kit.t.close());
  afterEach(() => kit.clearFault());
  return kit;
}
