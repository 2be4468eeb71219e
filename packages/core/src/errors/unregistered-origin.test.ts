import { formatMessage } from '@showroom/contract';
import {
  ORIGIN_UNREGISTERED_HEADER,
  proEmbedsConsoleUrl,
  SITE_ORIGIN_MESSAGES,
} from '@showroom/contract/constants';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

const SITE = 'https://unregistered.example';
const FOR_THE_PRO = formatMessage(SITE_ORIGIN_MESSAGES.registerSite, {
  origins: SITE,
  console: proEmbedsConsoleUrl('https://platform.test'),
});

function answer403(headers: Record<string, string> = {}): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ message: SITE_ORIGIN_MESSAGES.siteNotRegistered }), {
          status: 403,
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
    ),
  );
}

/** A fresh core per test: "once per page" is module state. */
async function freshCore() {
  vi.resetModules();
  const { api } = await import('../api/api-client.ts');
  const { configureApi } = await import('../api/api-config.ts');
  const { notify } = await import('../notify/notify.ts');
  configureApi({ baseUrl: 'https://platform.test/api/' });
  return {
    addToCart: () => api.post('projectCart/sync_to_cart', { schema: z.object({}), body: {} }).catch((e) => e),
    toasts: () => notify.store.getState().toasts.map(({ type, message }) => ({ type, message })),
  };
}

describe('a call refused because the page’s site is not registered', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the visitor the server’s message in the widget, every time, and rejects with the 403', async () => {
    const core = await freshCore();
    answer403({ [ORIGIN_UNREGISTERED_HEADER]: FOR_THE_PRO });
    expect(await core.addToCart()).toMatchObject({ kind: 'http', status: 403 });
    await core.addToCart();
    const shown = { type: 'error', message: SITE_ORIGIN_MESSAGES.siteNotRegistered };
    expect(core.toasts()).toEqual([shown, shown]);
  });

  it('tells the pro in the console, once per page, which origin to register and where', async () => {
    const core = await freshCore();
    answer403({ [ORIGIN_UNREGISTERED_HEADER]: FOR_THE_PRO });
    await core.addToCart();
    await core.addToCart();
    expect(consoleError.mock.calls).toEqual([[FOR_THE_PRO]]);
  });

  it('logs nothing for any other 403', async () => {
    const core = await freshCore();
    answer403();
    await core.addToCart();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
