import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProfileEarly, searchShowroomEarly } from './early-showroom-search.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubFetch(respond: () => Promise<Response>) {
  const calls: { url: string; headers: Headers }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, headers: new Headers(init.headers) });
    return respond();
  });
  return calls;
}

describe('searchShowroomEarly', () => {
  it('asks the API for the tag’s showroom with the spec’s headers and the stored token', async () => {
    localStorage.setItem('authToken', '7|signed-in-token');
    const body = {
      success: true,
      data: { data: [{ id: 27, company_name: 'Evergreen', vsd_id: 'HOMEPRO1' }] },
    };
    const calls = stubFetch(async () => new Response(JSON.stringify(body), { status: 200 }));
    await expect(searchShowroomEarly('https://platform.test', 'HOMEPRO1')).resolves.toEqual(body);
    expect(calls[0]?.url).toBe('https://platform.test/api/visualization/showrooms?s=HOMEPRO1');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer 7|signed-in-token');
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('lets the caller read the answer’s headers before its body', async () => {
    stubFetch(
      async () => new Response('{}', { status: 200, headers: { 'X-Showroom-Origin-Unregistered': 'x' } }),
    );
    const seen: (string | null)[] = [];
    await searchShowroomEarly('https://platform.test', 'HOMEPRO1', (response) =>
      seen.push(response.headers.get('X-Showroom-Origin-Unregistered')),
    );
    expect(seen).toEqual(['x']);
  });

  it('asks nothing without a data-showroom', () => {
    const calls = stubFetch(async () => new Response('{}'));
    expect(searchShowroomEarly('https://platform.test', null)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('answers null when the request fails or is refused, so core asks itself', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    await expect(searchShowroomEarly('https://platform.test', 'HOMEPRO1')).resolves.toBeNull();
    stubFetch(async () => new Response('{}', { status: 429 }));
    await expect(searchShowroomEarly('https://platform.test', 'HOMEPRO1')).resolves.toBeNull();
  });
});

describe('loadProfileEarly', () => {
  it('asks for the first match’s shop profile as soon as the search answers', async () => {
    const profile = { success: true, data: { data: { profile: { vsd_id: 'HOMEPRO1' } } } };
    const calls = stubFetch(async () => new Response(JSON.stringify(profile), { status: 200 }));
    const search = Promise.resolve({ data: { data: [{ id: 27, vsd_id: 'HOMEPRO1' }] } });
    await expect(loadProfileEarly('https://platform.test', search)).resolves.toEqual(profile);
    expect(calls.map((call) => call.url)).toEqual([
      'https://platform.test/api/visualization/shop_profile?showroom=27&vsd_id=HOMEPRO1',
    ]);
    expect(calls[0]?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('asks nothing without a search, or when the search failed or found no showroom', async () => {
    const calls = stubFetch(async () => new Response('{}'));
    expect(loadProfileEarly('https://platform.test', null)).toBeUndefined();
    await expect(loadProfileEarly('https://platform.test', Promise.resolve(null))).resolves.toBeNull();
    await expect(
      loadProfileEarly('https://platform.test', Promise.resolve({ data: { data: [] } })),
    ).resolves.toBeNull();
    expect(calls).toEqual([]);
  });
});
