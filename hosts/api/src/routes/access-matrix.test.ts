import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES, routeAccessResponseSchema } from '@showroom/contract/account';
import { AI_DESIGN_MESSAGES } from '@showroom/contract/design-ai';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, headersOf, otpVerifiedAdminToken } from '../testing/access-callers.ts';
import { EXPECTED_OUTCOMES, MATRIX_ROUTES, type Outcome } from '../testing/access-matrix.ts';
import { injectedBody } from '../testing/injected-body.ts';
import { bearer, createTestApp, TEST_SITE_ORIGIN, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

/** The answer of each refusal: the status and the spec-style `{ message }`. */
const REFUSALS: Record<Exclude<Outcome, 'allowed'>, { status: number; message: string }> = {
  unauthenticated: { status: 401, message: MESSAGES.unauthenticated },
  forbidden: { status: 403, message: MESSAGES.forbidden },
  deactivated: { status: 403, message: ACCOUNT_MESSAGES.accountDeactivated },
  otpRequired: { status: 403, message: ACCOUNT_MESSAGES.otpRequired },
  aiUnauthenticated: { status: 401, message: AI_DESIGN_MESSAGES.signInRequired },
};

/** A response as an outcome; anything unexpected (a 401/403 with another message, a 5xx) as itself. */
function outcomeOf(status: number, body: string): Outcome | string {
  if (status === 401 || status === 403) {
    const { message } = JSON.parse(body) as { message?: string };
    const refusal = Object.entries(REFUSALS).find(([, r]) => r.status === status && r.message === message);
    return refusal ? (refusal[0] as Outcome) : `${status} ${message}`;
  }
  return status >= 500 ? `${status} ${body}` : 'allowed';
}

describe('the access matrix', () => {
  it('has every registered API route, each declaring the access the matrix intends', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/route_access',
      headers: bearer(await otpVerifiedAdminToken(t)),
    });
    expect(response.statusCode).toBe(200);
    const declared = Object.fromEntries(
      routeAccessResponseSchema.parse(response.json()).data.map((r) => [`${r.method} ${r.path}`, r.access]),
    );
    const intended = Object.fromEntries(Object.entries(MATRIX_ROUTES).map(([key, r]) => [key, r.access]));
    expect(declared).toEqual(intended);
  });

  it.each(Object.entries(MATRIX_ROUTES))(
    '%s answers each caller as its access level says',
    async (key, route) => {
      const method = key.split(' ', 1)[0] as HTTPMethods;
      const observed: Partial<Record<Caller, Outcome | string>> = {};
      for (const caller of CALLERS) {
        const response = await t.app.inject({
          method,
          url: route.url,
          headers: await headersOf(t, caller),
          ...(route.payload ? { payload: route.payload } : {}),
          ...(route.stream ? { payloadAsStream: true } : {}),
        });
        const body = route.stream ? await injectedBody(response) : response.body;
        observed[caller] = outcomeOf(response.statusCode, body);
      }
      expect(observed).toEqual(EXPECTED_OUTCOMES[route.access]);
    },
  );

  it("a refusal still carries CORS headers for a pro's registered site, so its widget can read the message", async () => {
    for (const caller of ['anonymous', 'vendor'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { ...(await headersOf(t, caller)), origin: TEST_SITE_ORIGIN },
      });
      expect(response.statusCode).toBe(caller === 'anonymous' ? 401 : 403);
      expect(response.headers['access-control-allow-origin']).toBe(TEST_SITE_ORIGIN);
    }
  });
});
