import { REQUEST_MESSAGES } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../testing/test-app.ts';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from './json-body.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ products: 0 });
});
afterAll(() => testApp.close());

describe('JSON bodies', () => {
  it('treats an empty JSON body as no body, so logout without a payload works', async () => {
    const token = await testApp.tokenFor('homeowner@showroom.test');
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '',
    });
    expect(logout.statusCode).toBe(200);
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/authuser',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('still answers malformed JSON with a 400, not a 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses 400,000 nested brackets with a 400 at once, on the product list and on a project draft', async () => {
    const deep = `{"category":1,"x":${'['.repeat(400_000)}${']'.repeat(400_000)}}`;
    const token = await testApp.tokenFor('homeowner@showroom.test');
    for (const [url, headers] of [
      ['/api/visualization/products', {}],
      ['/api/projectCart', bearer(token)],
    ] as const) {
      const started = performance.now();
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        body: deep,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: REQUEST_MESSAGES.jsonTooDeep });
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it(`reads nesting up to ${MAX_JSON_DEPTH} levels`, async () => {
    const nested = `${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/visualization/products',
      headers: { 'content-type': 'application/json' },
      body: `{"category":1,"x":${nested}}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a body over the size limit with a 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/visualization/products',
      headers: { 'content-type': 'application/json' },
      body: `{"category":1,"x":"${'a'.repeat(MAX_JSON_BODY_BYTES)}"}`,
    });
    expect(response.statusCode).toBe(413);
  });
});
