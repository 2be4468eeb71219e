import { MESSAGES } from '@showroom/contract';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from '../errors/api-error.ts';
import { fieldErrors } from '../errors/field-errors.ts';
import { configureNavigation, setNavigator } from '../navigation/navigation.ts';
import { notify } from '../notify/notify.ts';
import { session } from '../session/session.ts';
import { API_TIMEOUT_MS, api } from './api-client.ts';
import { configureApi } from './api-config.ts';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

const okSchema = z.object({ ok: z.boolean() });

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers every fetch with `respond` and records the requests. */
function stubFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return respond(request);
    }),
  );
  return requests;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const toastMessages = () => notify.store.getState().toasts.map(({ type, message }) => ({ type, message }));

describe('api', () => {
  beforeEach(() => {
    configureApi({ baseUrl: 'https://platform.test/api/' });
    session.setSession({ token: '1|token-token-token', aiToken: 'ai-token', user: null });
    notify.store.setState({ toasts: [] });
    fieldErrors.clear();
  });

  afterEach(() => vi.restoreAllMocks());

  it('sends both bearer tokens, JSON and XHR headers on every request (spec §7)', async () => {
    const bodies: string[] = [];
    const requests = stubFetch(async (request) => {
      bodies.push(await request.text());
      return json(200, { ok: true });
    });
    await api.get('setting', { schema: okSchema });
    await api.post('/login', { schema: okSchema, body: { email: 'a@b.c' } });

    for (const request of requests) {
      expect(request.headers.get('Authorization')).toBe('Bearer 1|token-token-token');
      expect(request.headers.get('AuthorizationAI')).toBe('Bearer ai-token');
      expect(request.headers.get('Content-Type')).toBe('application/json');
      expect(request.headers.get('Accept')).toBe('application/json');
      expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    }
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET https://platform.test/api/setting',
      'POST https://platform.test/api/login',
    ]);
    expect(bodies).toEqual(['', '{"email":"a@b.c"}']);
  });

  it('leaves out empty query parameters', async () => {
    const requests = stubFetch(() => json(200, { ok: true }));
    await api.get('visualization/showrooms', {
      schema: okSchema,
      searchParams: { s: 'AB12', page: 2, vsd_id: undefined, x: null },
    });
    expect(requests[0]?.url).toBe('https://platform.test/api/visualization/showrooms?s=AB12&page=2');
  });

  it('lets the browser set the multipart Content-Type of a FormData body', async () => {
    const requests = stubFetch(() => json(200, { ok: true }));
    const form = new FormData();
    form.set('full_name', 'Ann');
    await api.post('sample_request', { schema: okSchema, body: form });
    expect(requests[0]?.headers.get('Content-Type')).not.toBe('application/json');
  });

  it.each([200, 201])('resolves a %i with the schema-parsed body', async (status) => {
    stubFetch(() => json(status, { ok: true, extra: 'dropped' }));
    await expect(api.get('x', { schema: okSchema })).resolves.toEqual({ ok: true });
  });

  it.each([202, 204, 302, 409])('rejects a %i unchanged, without a toast', async (status) => {
    stubFetch(() => json(status, status === 204 ? undefined : { ok: true }));
    const error = await rejection(api.post('x', { schema: okSchema }));
    expect(error).toMatchObject({ kind: 'http', status });
    expect(toastMessages()).toEqual([]);
  });

  it('rejects a success whose body breaks the contract', async () => {
    stubFetch(() => json(200, { ok: 'yes' }));
    const error = await rejection(api.get('x', { schema: okSchema }));
    expect(error).toMatchObject({ kind: 'contract', status: 200, body: { ok: 'yes' } });
  });

  it('parses with a schema that arrives while the request travels, as strictly as with one at hand', async () => {
    let arrive: (schema: typeof okSchema) => void = () => {};
    const schema = new Promise<typeof okSchema>((resolve) => {
      arrive = resolve;
    });
    stubFetch(() => json(200, { ok: true, extra: 'dropped' }));
    const answer = api.get('x', { schema });
    arrive(okSchema);
    await expect(answer).resolves.toEqual({ ok: true });
    stubFetch(() => json(200, { ok: 'yes' }));
    const error = await rejection(api.get('x', { schema: Promise.resolve(okSchema) }));
    expect(error).toMatchObject({ kind: 'contract', status: 200 });
  });

  describe('422', () => {
    const body = { message: MESSAGES.invalidGiven, errors: { email: ['The email field is required.'] } };

    it('warns and rejects with the field errors, mirrored in the shared store', async () => {
      stubFetch(() => json(422, body));
      const error = await rejection(api.post('register', { schema: okSchema, body: {} }));
      expect(error).toMatchObject({ status: 422, body, fieldErrors: body.errors });
      expect(toastMessages()).toEqual([{ type: 'warning', message: MESSAGES.invalidReplaced }]);
      expect(fieldErrors.firstError('email')).toBe('The email field is required.');
    });

    it('clears the field errors when the next request starts and after it succeeds', async () => {
      stubFetch(() => json(422, body));
      await rejection(api.post('register', { schema: okSchema, body: {} }));

      let errorsWhileInFlight: string | null = 'not seen';
      stubFetch(() => {
        errorsWhileInFlight = fieldErrors.firstError('email');
        return json(200, { ok: true });
      });
      await api.post('register', { schema: okSchema, body: {} });
      expect(errorsWhileInFlight).toBeNull();
      expect(fieldErrors.store.getState().errors).toEqual({});
    });
  });

  describe('401', () => {
    afterEach(() => history.replaceState(null, '', '/'));

    it('clears the session and goes to Login with the current path as redirect', async () => {
      configureNavigation({ shellUrl: `${location.origin}/showroom` });
      history.replaceState(null, '', '/showroom/checkout?step=2');
      const router = vi.fn();
      const unregister = setNavigator(router);
      stubFetch(() => json(401, { message: MESSAGES.unauthenticated }));

      const error = await rejection(api.get('authuser', { schema: okSchema }));

      expect(error.status).toBe(401);
      expect(session.store.getState()).toMatchObject({ token: null, user: null });
      expect(localStorage.getItem('authToken')).toBeNull();
      expect(router).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/checkout?step=2')}`);
      expect(toastMessages()).toEqual([]);
      unregister();
    });

    it('stays on the page for a silent request, but still ends the session', async () => {
      const router = vi.fn();
      const unregister = setNavigator(router);
      stubFetch(() => json(401, {}));
      await rejection(api.get('authuser', { schema: okSchema, silent: true }));
      expect(session.isLoggedIn()).toBe(false);
      expect(router).not.toHaveBeenCalled();
      unregister();
    });
  });

  it.each([
    [403, { message: 'Not yours.' }, 'Not yours.'],
    [404, {}, MESSAGES.notFoundFallback],
    [405, {}, MESSAGES.serverErrorFallback],
    [500, { message: 'Database down.' }, 'Database down.'],
  ])('shows a %i as an error toast and rejects', async (status, body, message) => {
    stubFetch(() => json(status, body));
    const error = await rejection(api.delete('cart/destroy/1', { schema: okSchema }));
    expect(error.status).toBe(status);
    expect(toastMessages()).toEqual([{ type: 'error', message }]);
  });

  it('shows a 429 as an error toast with the wait from Retry-After', async () => {
    stubFetch(
      () =>
        new Response(JSON.stringify({ message: MESSAGES.tooManyRequests }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '45' },
        }),
    );
    const error = await rejection(api.post('password/email', { schema: okSchema, body: {} }));
    expect(error).toMatchObject({ status: 429, fieldErrors: {} });
    expect(toastMessages()).toEqual([
      { type: 'error', message: 'Too many requests. Please wait 45 seconds and try again.' },
    ]);
  });

  it('shows no toast for a silent request', async () => {
    stubFetch(() => json(500, { message: 'Database down.' }));
    await rejection(api.get('x', { schema: okSchema, silent: true }));
    expect(toastMessages()).toEqual([]);
  });

  it('rejects a network failure with status 0, logged only', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(api.put('profile', { schema: okSchema, body: {} }));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(toastMessages()).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });

  /** A server that never answers: the call settles only when its signal aborts. */
  const stubSilentServer = () =>
    stubFetch(
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );

  it('gives up on a call with no answer after API_TIMEOUT_MS, as a network failure', async () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      stubSilentServer();
      const settled = rejection(api.get('slow', { schema: okSchema }));
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      let done = false;
      void settled.then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled).toMatchObject({ kind: 'network', status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends a call when the caller's signal aborts, without logging it", async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubSilentServer();
    const controller = new AbortController();
    const settled = rejection(api.get('slow', { schema: okSchema, signal: controller.signal }));
    controller.abort();
    expect(await settled).toMatchObject({ kind: 'network', status: 0 });
    expect(log).not.toHaveBeenCalled();
  });
});
