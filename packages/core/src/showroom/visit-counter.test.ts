import { type ShopProfile, VISITS_COUNTED_KEY } from '@showroom/contract';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

const profile = (user_id: number): ShopProfile => ({
  user_id,
  vsd_id: `PRO${user_id}`,
  company_name: 'Acme Remodeling',
  theme_color: null,
  business_logo: null,
  basic_addon: null,
  custom_addon: null,
  latest_subscription: null,
  website_url: null,
  phone: null,
  email: null,
  links: {},
  site_origins: [],
});
let sent: unknown[];
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
  sent = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (new URL(request.url).pathname === '/api/visits') sent.push(await request.json());
    return new Response(JSON.stringify({ success: true, message: '', data: null }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});

/** A page load: fresh modules (the counter counts once per page), the API pointed at the platform. */
async function loadPage() {
  (await import('../api/api-config.ts')).configureApi({ baseUrl: 'https://platform.test/api' });
  const { showroomSelection } = await import('./showroom-selection.ts');
  const { countShowroomVisits } = await import('./visit-counter.ts');
  const choose = (id: number) =>
    showroomSelection.select({ profile: profile(id) }, { id, company_name: 'Acme', vsd_id: `PRO${id}` });
  return { choose, countShowroomVisits };
}

describe('countShowroomVisits', () => {
  it('counts the selected showroom once, and a showroom chosen later too', async () => {
    const page = await loadPage();
    vi.useFakeTimers();
    page.choose(42);
    page.countShowroomVisits('embed');
    page.countShowroomVisits('embed');
    await vi.advanceTimersByTimeAsync(4_500);
    vi.useRealTimers();
    await vi.waitFor(() => expect(sent).toEqual([{ showroom: 42, surface: 'embed' }]));
    vi.useFakeTimers();
    page.choose(43);
    await vi.advanceTimersByTimeAsync(4_500);
    vi.useRealTimers();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ showroom: 43, surface: 'embed' });
    expect(JSON.parse(sessionStorage.getItem(VISITS_COUNTED_KEY) ?? '[]')).toEqual(['embed:42', 'embed:43']);
  });

  it('asks two seconds after the page has loaded, not while the widgets are arriving (decision 0128)', async () => {
    vi.useFakeTimers();
    try {
      const page = await loadPage();
      const fetched = vi.fn(
        async () => new Response(JSON.stringify({ success: true, message: '', data: null })),
      );
      vi.stubGlobal('fetch', fetched);
      let readyState: DocumentReadyState = 'interactive';
      vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
      page.countShowroomVisits('embed');
      page.choose(42);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(fetched).not.toHaveBeenCalled();
      readyState = 'complete';
      dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(1_900);
      expect(fetched).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2_200);
      expect(fetched).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a count still waiting when the counter stops (the next test file sees no late request)', async () => {
    vi.useFakeTimers();
    try {
      const page = await loadPage();
      const { stopCountingVisits } = await import('./visit-counter.ts');
      page.countShowroomVisits('embed');
      page.choose(42);
      stopCountingVisits();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(sent).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts nothing again on a later page of the same tab, and nothing without a showroom', async () => {
    sessionStorage.setItem(VISITS_COUNTED_KEY, JSON.stringify(['shell:42']));
    const page = await loadPage();
    page.countShowroomVisits('shell');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    page.choose(42);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
  });
});
