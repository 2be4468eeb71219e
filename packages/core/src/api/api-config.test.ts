import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

// A copy of the api client that has read no configuration yet; the next file starts from a new graph.
afterAll(() => vi.resetModules());

describe('api base URL', () => {
  it('comes from the api-base-url page metadata, relative to the page', async () => {
    vi.resetModules();
    const { api } = await import('./api-client.ts');
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'api-base-url';
    meta.content = '/api';
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(request);
        return new Response(JSON.stringify({ ok: true }), { status: 200 });
      }),
    );

    await api.get('setting', { schema: z.object({ ok: z.boolean() }) });

    expect(requests[0]?.url).toBe(`${location.origin}/api/setting`);
    meta.remove();
    vi.unstubAllGlobals();
  });
});
