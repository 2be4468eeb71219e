import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

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
});
