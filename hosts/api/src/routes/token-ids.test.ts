import { MESSAGES } from '@showroom/contract';
import { AI_DESIGN_MESSAGES } from '@showroom/contract/design-ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { fuzzCatalogue } from '../testing/fuzz/fuzz-catalogue.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
/**
 * `METHOD url` of every /api route that reads a token (resolved access other than public), and whether
 * it reads AI design's own token (`AuthorizationAI`, answered in AI design's words, decision 0110).
 */
const guarded: { key: string; ai: boolean }[] = [];
beforeAll(async () => {
  t = await createTestApp({
    products: 0,
    onRoute: (route) => {
      const level = route.config?.access ?? 'public';
      const isGuarded = route.url.startsWith('/api/') && level !== 'public';
      for (const method of [route.method].flat())
        if (isGuarded && method !== 'HEAD')
          guarded.push({ key: `${method} ${route.url}`, ai: level === 'aiAccount' });
    },
  });
});
afterAll(() => t.close());

const SECRET = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0';

describe('a bearer token whose id no integer column holds', () => {
  // Ten digits fit the token format but not PostgreSQL's integer: such a token is simply unknown.
  it('is a 401 on every route that reads tokens, like any unknown token', async () => {
    // Path parameters from the fuzz catalogue's valid examples.
    const catalogue = fuzzCatalogue({
      homeownerEmail: '',
      homeownerId: 1,
      showroomId: 1,
      showroomVsdId: 'HOMEPRO1',
      socialAccessToken: '',
      orderId: 1,
      orderItemId: 1,
      pendingProId: 1,
      projectId: 1,
      roomId: 1,
      designerId: 1,
    });
    expect(guarded.length).toBeGreaterThanOrEqual(14);
    for (const id of ['2147483648', '9999999999', '0']) {
      for (const { key, ai } of guarded) {
        const [method = 'GET', pattern = '/'] = key.split(' ');
        let url = pattern;
        for (const [name, value] of Object.entries(catalogue[key]?.params ?? {}))
          url = url.replace(`:${name}`, value);
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { [ai ? 'authorizationai' : 'authorization']: `Bearer ${id}|${SECRET}` },
        });
        expect({ key, id, status: response.statusCode }).toEqual({ key, id, status: 401 });
        expect(response.json()).toEqual({
          message: ai ? AI_DESIGN_MESSAGES.signInRequired : MESSAGES.unauthenticated,
        });
      }
    }
  });

  it('leaves a valid token working', async () => {
    const token = await t.tokenFor(DEMO_ACCOUNTS.logins.homeowner.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/authuser',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
