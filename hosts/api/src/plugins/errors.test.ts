import { MESSAGES, messageBodySchema, REQUEST_MESSAGES, validationErrorSchema } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { access } from './route-access.ts';
import { validate } from './validate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  // Routes that exist only in this test, to reach the error paths no real route takes on purpose.
  t.app.get('/api/test/boom', access('public'), async () => {
    throw new Error('secret detail at /srv/app.ts:12');
  });
  t.app.post('/api/test/echo', access('public'), async (request) =>
    validate(z.object({ name: z.string().check(z.minLength(2)) }), request.body),
  );
  t.app.put('/api/test/items/:id', access('public'), async () => ({ ok: true }));
});
afterAll(() => t.close());

describe('error bodies', () => {
  it('answers an unknown route with 404 and the fallback message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(messageBodySchema.parse(response.json())).toEqual({ message: MESSAGES.notFoundFallback });
  });

  it("answers a path the router cannot read with its 4xx and a plain message, not Fastify's code", async () => {
    for (const [url, status] of [
      ['/api/menu_category_show_all/%zz', 400],
      ['/api/menu_category_show_all/%', 400],
      [`/api/menu_category_show_all/${'x'.repeat(2_000)}`, 414],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message: REQUEST_MESSAGES.badUrl });
    }
  });

  it('answers a wrong method on a known path with 405, its message and Allow', async () => {
    for (const [method, url, allow] of [
      ['POST', '/api/setting', 'GET'],
      ['DELETE', '/api/visualization/showrooms?s=HOMEPRO1', 'GET'],
      ['GET', '/api/test/items/42/', 'PUT'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(messageBodySchema.parse(response.json())).toEqual({ message: MESSAGES.methodNotAllowed });
    }
  });

  it('turns an unexpected error into a 500 with the fallback message and no details', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: MESSAGES.serverErrorFallback });
    expect(response.body).not.toMatch(/secret|\/srv|stack/);
  });

  it('turns a failed validation into the Laravel 422 body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x' } });
    expect(response.statusCode).toBe(422);
    const body = validationErrorSchema.parse(response.json());
    expect(body.message).toBe(MESSAGES.invalidGiven);
    expect(Object.keys(body.errors)).toEqual(['name']);
  });

  it('keeps framework client errors as {message} with their status', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(messageBodySchema.parse(response.json()).message).toBeTypeOf('string');
  });
});
