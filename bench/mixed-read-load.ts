import autocannon from 'autocannon';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`);
  return (await response.json()) as T;
}

type Request = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

/**
 * Issue #11's mix, in its proportions: showroom search, shop profile, four product lists, two product
 * details, settings. The lists are four top categories (one with a showroom's markup); the details are
 * the first products of two of them, one with the showroom.
 */
async function requestMix(platformUrl: string): Promise<Request[]> {
  type Found = { data: { data: { id: number }[] } };
  const showroom = (await json<Found>(`${platformUrl}/api/visualization/showrooms?s=HOMEPRO1`)).data.data[0]
    ?.id;
  if (!showroom) throw new Error('the seeded showroom HOMEPRO1 was not found');
  type Menu = { data: { data: { category: { slug: string } }[] } };
  const menu = await json<Menu>(`${platformUrl}/api/menu_category_show_all/0`);
  const slugs = menu.data.data.slice(0, 4).map(({ category }) => category.slug);
  const lists = slugs.map((category, i) => ({ category, ...(i === 0 ? { showroom } : {}) }));
  type List = { data: { data: { hash: string }[] } };
  const hashes: string[] = [];
  for (const body of lists.slice(0, 2)) {
    const list = await json<List>(`${platformUrl}/api/visualization/products`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(body),
    });
    const hash = list.data.data[0]?.hash;
    if (hash) hashes.push(hash);
  }
  return [
    { method: 'GET', path: '/api/visualization/showrooms?s=HOMEPRO1' },
    { method: 'GET', path: `/api/visualization/shop_profile?showroom=${showroom}` },
    ...lists.map((body) => ({
      method: 'POST' as const,
      path: '/api/visualization/products',
      headers: JSON_HEADERS,
      body: JSON.stringify(body),
    })),
    ...hashes.map((hash, i) => ({
      method: 'GET' as const,
      path: `/api/product/${hash}${i === 0 ? `?showroom=${showroom}` : ''}`,
    })),
    { method: 'GET', path: '/api/setting' },
  ];
}

export interface MixedReadLoad {
  p99: number;
  latency: { p50: number; p90: number; max: number };
  requests: number;
  errors: number;
}

/** The mix at a fixed rate over 100 connections for `seconds` (loopback only). */
function loadOf(platformUrl: string, mix: Request[], rate: number, seconds: number) {
  return autocannon({
    url: platformUrl,
    connections: 100,
    // Browsers accept compressed answers, so the load measures the path they take (autocannon sends no
    // Accept-Encoding of its own); each request's headers are merged over these.
    headers: { 'accept-encoding': 'br, gzip' },
    // autocannon's overallRate spreads the requests per second over all connections.
    overallRate: rate,
    duration: seconds,
    requests: mix,
  });
}

/**
 * Seconds of the same load, not counted, before the measured ones. A freshly started Node process
 * needs several seconds under load before V8 has optimised its request path (measured: ~3× the CPU
 * per request in the first 10 s); without this the PostgreSQL row measured a cold process straight
 * after its seed, while the PGlite row ran after the other benches had warmed theirs.
 */
const WARM_UP_SECONDS = 10;

/**
 * p99 latency of the mix at a fixed 300 requests per second over 100 connections for 10 s (loopback
 * only), after one pass of the mix so the first answers are not counted, then WARM_UP_SECONDS of the
 * same load.
 */
export async function mixedReadP99(platformUrl: string, rate = 300): Promise<MixedReadLoad> {
  const mix = await requestMix(platformUrl);
  for (const request of mix) {
    const response = await fetch(`${platformUrl}${request.path}`, request);
    await response.arrayBuffer();
  }
  await loadOf(platformUrl, mix, rate, WARM_UP_SECONDS);
  const result = await loadOf(platformUrl, mix, rate, 10);
  return {
    p99: result.latency.p99,
    latency: { p50: result.latency.p50, p90: result.latency.p90, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

// `npx tsx bench/mixed-read-load.ts http://localhost:18080` measures a running product on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await mixedReadP99(process.argv[2] ?? 'http://localhost:18080'));
}
