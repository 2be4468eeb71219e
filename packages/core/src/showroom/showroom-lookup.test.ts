import { DEMO_PROFILE, demoProfileBody, demoSearchBody } from '@showroom/contract/testing';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-config.ts';
import {
  priceShowroomOf,
  selectShowroomById,
  showroomLookup,
  whenPriceShowroomKnown,
} from './showroom-lookup.ts';
import { showroomSelection } from './showroom-selection.ts';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The search answers at once; the profile waits until `releaseProfile` is called. */
let releaseProfile: () => void = () => {};
/** The paths the API was asked for. */
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  localStorage.clear();
  showroomSelection.clear();
  configureApi({ baseUrl: 'https://platform.test/api' });
  vi.stubGlobal('fetch', async (input: Request | string | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.pathname);
    if (url.pathname === '/api/visualization/showrooms')
      return json(demoSearchBody(url.searchParams.get('s')));
    await new Promise<void>((resolve) => {
      releaseProfile = resolve;
    });
    return json(demoProfileBody());
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('priceShowroomOf', () => {
  it('prefers the selection, then a found lookup, waits on an unfound one, else none', () => {
    expect(priceShowroomOf(27, { vsdId: 'HOMEPRO1', showroom: null })).toBe(27);
    expect(priceShowroomOf(null, { vsdId: 'HOMEPRO1', showroom: 27 })).toBe(27);
    expect(priceShowroomOf(null, { vsdId: 'HOMEPRO1', showroom: null })).toBeNull();
    expect(priceShowroomOf(null, null)).toBe(0);
  });
});

describe('a showroom looked up by ID', () => {
  it('names its showroom for prices as soon as the search finds it, before the profile lands', async () => {
    const known: number[] = [];
    const selection = selectShowroomById('HOMEPRO1');
    whenPriceShowroomKnown((showroom) => known.push(showroom));
    expect(known).toEqual([]);
    await vi.waitFor(() => expect(known).toHaveLength(1));
    const found = showroomLookup.getState()?.showroom;
    expect(known).toEqual([found]);
    expect(showroomSelection.current()).toBeNull();
    releaseProfile();
    const item = await selection;
    expect(item?.showroom).toBe(found);
    expect(showroomLookup.getState()).toBeNull();
    expect(known).toHaveLength(1);
  });

  it('answers at once when a showroom is selected or none is being looked up', () => {
    const known: number[] = [];
    whenPriceShowroomKnown((showroom) => known.push(showroom));
    expect(known).toEqual([0]);
  });

  it('takes the search embed.js already asked instead of asking again', async () => {
    const selection = selectShowroomById('HOMEPRO1', Promise.resolve(demoSearchBody('HOMEPRO1')));
    await vi.waitFor(() => expect(showroomLookup.getState()?.showroom).toBeGreaterThan(0));
    releaseProfile();
    expect((await selection)?.vsd_id).toBe('HOMEPRO1');
    expect(asked).toEqual(['/api/visualization/shop_profile']);
  });

  it('takes the profile embed.js asked after its search: no request of its own', async () => {
    const selection = selectShowroomById(
      'HOMEPRO1',
      Promise.resolve(demoSearchBody('HOMEPRO1')),
      Promise.resolve(demoProfileBody()),
    );
    expect((await selection)?.company_name).toBe(DEMO_PROFILE.company_name);
    expect(asked).toEqual([]);
  });

  it('selects with the early profile a task after it came, not in the task that has it', async () => {
    const selection = selectShowroomById(
      'HOMEPRO1',
      Promise.resolve(demoSearchBody('HOMEPRO1')),
      Promise.resolve(demoProfileBody()),
    );
    // Every promise settled (the answers are in), but the task they came in ends without a selection:
    // the elements' first render and the themed one are two tasks (decision 0127).
    for (let microtask = 0; microtask < 20; microtask++) await Promise.resolve();
    expect(showroomSelection.current()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await selection;
    expect(showroomSelection.current()?.company_name).toBe(DEMO_PROFILE.company_name);
  });

  it('asks for the profile itself when the early one failed, or its search was not the one used', async () => {
    const cases: [unknown, unknown][] = [
      [demoSearchBody('HOMEPRO1'), null],
      [demoSearchBody('HOMEPRO1'), { unexpected: true }],
      // The early search answered something else: core searched itself, so the early profile is not its match's.
      [{ unexpected: true }, demoProfileBody()],
    ];
    for (const [search, early] of cases) {
      showroomSelection.clear();
      asked = [];
      const selection = selectShowroomById('HOMEPRO1', Promise.resolve(search), Promise.resolve(early));
      await vi.waitFor(() => expect(asked).toContain('/api/visualization/shop_profile'));
      releaseProfile();
      expect((await selection)?.vsd_id).toBe('HOMEPRO1');
    }
  });

  it('asks itself when the early search failed or answered something else', async () => {
    const selection = selectShowroomById('HOMEPRO1', Promise.resolve({ unexpected: true }));
    await vi.waitFor(() => expect(asked).toContain('/api/visualization/shop_profile'));
    releaseProfile();
    expect((await selection)?.vsd_id).toBe('HOMEPRO1');
    expect(asked).toEqual(['/api/visualization/showrooms', '/api/visualization/shop_profile']);
  });

  it('asks no second time on a page for a showroom it has just looked up', async () => {
    const first = selectShowroomById('HOMEPRO1');
    await vi.waitFor(() => expect(asked).toContain('/api/visualization/shop_profile'));
    releaseProfile();
    await first;
    asked = [];
    await expect(selectShowroomById('HOMEPRO1')).resolves.toMatchObject({ vsd_id: 'HOMEPRO1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
  });

  it('answers a returning visitor from the stored copy, then brings it up to date once a page', async () => {
    // An earlier visit stored the showroom under the name it had then.
    showroomSelection.select(
      { profile: { ...DEMO_PROFILE, company_name: 'An older name' } },
      {
        id: DEMO_PROFILE.user_id,
        vsd_id: DEMO_PROFILE.vsd_id,
        company_name: 'An older name',
      },
    );
    // A new page: the modules start afresh and read the stored selection.
    vi.resetModules();
    const api = await import('../api/api-config.ts');
    api.configureApi({ baseUrl: 'https://platform.test/api' });
    const page = await import('./showroom-lookup.ts');
    const { showroomSelection: selection } = await import('./showroom-selection.ts');
    asked = [];
    await expect(page.selectShowroomById(DEMO_PROFILE.vsd_id)).resolves.toMatchObject({
      company_name: 'An older name',
    });
    await vi.waitFor(() => expect(asked).toEqual(['/api/visualization/shop_profile']));
    releaseProfile();
    await vi.waitFor(() => expect(selection.current()?.company_name).toBe(DEMO_PROFILE.company_name));
    await page.selectShowroomById(DEMO_PROFILE.vsd_id);
    expect(asked).toEqual(['/api/visualization/shop_profile']);
  });
});
