import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let requests: string[];

/** Runs the hook it is given (a freshly imported copy per test). */
function Probe({ useHook }: { useHook: () => void }) {
  useHook();
  return null;
}

/** A fresh copy of the hook and core per test: the "once per page load" flag lives in the module. */
async function freshModules() {
  vi.resetModules();
  const core = await import('@showroom/core');
  const { useCurrentUserAtStart } = await import('./current-user-at-start.ts');
  core.configureApi({ baseUrl: 'http://platform.test/api' });
  return { core, useHook: useCurrentUserAtStart };
}

beforeEach(() => {
  localStorage.clear();
  requests = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(new URL(request.url).pathname);
    return json({ message: 'Unauthenticated.' }, 401);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useCurrentUserAtStart', () => {
  it('loads the current user once when a token is stored, and a refusal removes the token', async () => {
    localStorage.setItem('authToken', '9|stored-token-value');
    const { core, useHook } = await freshModules();
    const first = render(<Probe useHook={useHook} />);
    first.unmount();
    render(<Probe useHook={useHook} />);
    await vi.waitFor(() => expect(core.session.isLoggedIn()).toBe(false));
    expect(requests).toEqual(['/api/authuser']);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('asks nothing without a stored token', async () => {
    const { useHook } = await freshModules();
    render(<Probe useHook={useHook} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toEqual([]);
  });
});
