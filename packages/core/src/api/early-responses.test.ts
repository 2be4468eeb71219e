import { EARLY_ANSWER_MAX_AGE_MS, type EarlyResponses, earlyResponseKey } from '@showroom/contract';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { session } from '../session/session.ts';
import { api } from './api-client.ts';
import { configureApi } from './api-config.ts';
import { forgetEarlyResponses, offerEarlyResponses } from './early-responses.ts';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

const menuSchema = z.object({ data: z.array(z.string()) });
const MENU_URL = 'https://platform.test/api/menu_category_show_all/27';

const answer = (data: string[]) =>
  new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });

/** The page's early answers as embed.js leaves them: asked now, by a signed-out visitor. */
function earlyMenu(response: Response | null, at = performance.now()): EarlyResponses<Response> {
  return new Map([[earlyResponseKey('Bearer ', MENU_URL), { at, response: Promise.resolve(response) }]]);
}

describe('GETs embed.js asked early (decision 0128)', () => {
  let fetched: string[];
  beforeEach(() => {
    configureApi({ baseUrl: 'https://platform.test/api' });
    session.setSession({ token: null, aiToken: null, user: null });
    fetched = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        fetched.push(request.url);
        return answer(['fetched']);
      }),
    );
  });
  afterEach(() => forgetEarlyResponses());

  it('takes the early answer for the same address once; the next GET asks the platform', async () => {
    offerEarlyResponses(earlyMenu(answer(['early'])));
    const first = await api.get('menu_category_show_all/27', { schema: menuSchema });
    const second = await api.get('menu_category_show_all/27', { schema: menuSchema });
    expect(first.data).toEqual(['early']);
    expect(second.data).toEqual(['fetched']);
    expect(fetched).toEqual([MENU_URL]);
  });

  it('asks itself when the early request failed, was for another address, is stale or was someone else’s', async () => {
    offerEarlyResponses(earlyMenu(null));
    expect((await api.get('menu_category_show_all/27', { schema: menuSchema })).data).toEqual(['fetched']);
    offerEarlyResponses(earlyMenu(answer(['early'])));
    expect((await api.get('menu_category_show_all/28', { schema: menuSchema })).data).toEqual(['fetched']);
    offerEarlyResponses(earlyMenu(answer(['early']), performance.now() - EARLY_ANSWER_MAX_AGE_MS - 1));
    expect((await api.get('menu_category_show_all/27', { schema: menuSchema })).data).toEqual(['fetched']);
    // Signed in since embed.js asked: that answer was the visitor's, not this user's.
    session.setSession({ token: '1|token-token-token', aiToken: null, user: null });
    offerEarlyResponses(earlyMenu(answer(['early'])));
    expect((await api.get('menu_category_show_all/27', { schema: menuSchema })).data).toEqual(['fetched']);
    expect(fetched).toHaveLength(4);
  });

  it('never answers a POST from an early GET', async () => {
    offerEarlyResponses(earlyMenu(answer(['early'])));
    expect((await api.post('menu_category_show_all/27', { schema: menuSchema, body: {} })).data).toEqual([
      'fetched',
    ]);
  });
});
