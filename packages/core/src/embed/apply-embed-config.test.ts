import { demoProfileBody, demoSearchBody } from '@showroom/contract/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl } from '../api/api-config.ts';
import { navigate, shellUrl } from '../navigation/navigation.ts';
import { showroomSelection } from '../showroom/showroom-selection.ts';
import { applyEmbedConfig } from './apply-embed-config.ts';

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const config = {
  baseUrl: 'https://platform.test/showroom',
  apiOrigin: 'https://platform.test',
  theme: null,
  shellUrl: 'https://platform.test/showroom',
};

beforeEach(() => {
  localStorage.clear();
  // A new tab for every test: the embed counts its visit once per tab (decision 0088), in any test order.
  sessionStorage.clear();
  showroomSelection.clear();
  vi.stubGlobal('fetch', async (input: Request | string | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/visualization/showrooms')
      return json(demoSearchBody(url.searchParams.get('s')));
    return json(demoProfileBody());
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('applyEmbedConfig', () => {
  it('points the API and navigation at the platform and selects data-showroom', async () => {
    applyEmbedConfig({ ...config, showroom: 'HOMEPRO1' });
    expect(apiBaseUrl()).toBe('https://platform.test/api');
    expect(shellUrl()).toBe('https://platform.test/showroom');
    await vi.waitFor(() => expect(showroomSelection.current()?.vsd_id).toBe('HOMEPRO1'));
    expect(showroomSelection.current()).toMatchObject({
      showroom: 7,
      custom_addon: 1,
      theme_color: '#0f766e',
    });
  });

  it("sends a visitor whose widget's navigate the page did not handle to the platform with the way back", () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    applyEmbedConfig({ ...config, showroom: null });
    navigate('/faq');
    expect(assign).toHaveBeenCalledWith(
      `https://platform.test/showroom/faq?return_to=${encodeURIComponent(location.href)}`,
    );
  });

  it('leaves nothing selected for an unknown data-showroom', async () => {
    applyEmbedConfig({ ...config, showroom: 'NOSUCH99' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(showroomSelection.current()).toBeNull();
  });
});

describe('selecting data-showroom from several remotes at once', () => {
  it('sends one search and one profile request, then counts the visit once', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: Request | string | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(url.pathname);
      if (url.pathname === '/api/visualization/showrooms')
        return json(demoSearchBody(url.searchParams.get('s')));
      return json(demoProfileBody());
    });
    vi.useFakeTimers();
    try {
      applyEmbedConfig({ ...config, showroom: 'HOMEPRO1' });
      applyEmbedConfig({ ...config, showroom: 'HOMEPRO1' });
      await vi.waitFor(() => expect(showroomSelection.current()?.vsd_id).toBe('HOMEPRO1'));
      expect(calls).toEqual(['/api/visualization/showrooms', '/api/visualization/shop_profile']);
      // The count waits two seconds after the page's load (decision 0128).
      await vi.advanceTimersByTimeAsync(4_500);
      expect(calls).toEqual([
        '/api/visualization/showrooms',
        '/api/visualization/shop_profile',
        '/api/visits',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
