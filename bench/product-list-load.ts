import autocannon from 'autocannon';

/** One product list request body of the mix. */
type ListBody = Record<string, unknown>;

const PATH = '/api/visualization/products';
const SEARCH_WORDS = ['oak', 'matte', 'white', 'brass', 'stone', 'modern'];
const SORTS = ['price_asc', 'price_desc', 'name', 'newest'];

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`);
  return (await response.json()) as T;
}

const post = (platformUrl: string, body: ListBody) =>
  fetch(`${platformUrl}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * What shoppers do over the seeded catalogue: every top category and a share of sub-categories, first
 * and later pages, each sort, each kind of filter (brand, colour, price range, size, text) and the
 * standard as well as a showroom's markup. Brand ids, colours and sizes come from each category's facets.
 */
async function requestMix(platformUrl: string): Promise<ListBody[]> {
  type Menu = { data: { data: { category: { slug: string; children: { slug: string }[] } }[] } };
  const menu = await json<Menu>(`${platformUrl}/api/menu_category_show_all/0`);
  type Found = { data: { data: { id: number }[] } };
  const showroom = (await json<Found>(`${platformUrl}/api/visualization/showrooms?s=HOMEPRO1`)).data.data[0]
    ?.id;
  const mix: ListBody[] = [];
  let n = 0;
  for (const { category } of menu.data.data) {
    const slugs = [category.slug, ...category.children.slice(0, 1).map((child) => child.slug)];
    for (const slug of slugs) {
      type Facets = {
        data: {
          facets: {
            brands: { id: number }[];
            colours: { name: string }[];
            sizes: { label: string }[];
            price: { min: number | null; max: number | null };
          };
        };
      };
      const { facets } = ((await (await post(platformUrl, { category: slug })).json()) as Facets).data;
      const at = (list: unknown[]) => n % Math.max(1, list.length);
      const base = { category: slug, ...(n % 3 === 0 && showroom ? { showroom } : {}) };
      mix.push(
        { ...base },
        { ...base, page: 2 + (n % 4), sort: SORTS[n % SORTS.length] },
        { ...base, per_page: 24, sort: SORTS[(n + 1) % SORTS.length] },
        {
          ...base,
          brand: facets.brands.slice(at(facets.brands), at(facets.brands) + 2).map((brand) => brand.id),
        },
        { ...base, colour: [facets.colours[at(facets.colours)]?.name ?? 'Gray'], sort: 'newest' },
        { ...base, q: SEARCH_WORDS[n % SEARCH_WORDS.length] },
      );
      if (facets.price.min !== null && facets.price.max !== null) {
        const mid = Math.round((facets.price.min + facets.price.max) / 2);
        mix.push({ ...base, price_min: facets.price.min, price_max: mid, page: 2 });
      }
      if (facets.sizes[0]) mix.push({ ...base, size: facets.sizes[at(facets.sizes)]!.label });
      n++;
    }
  }
  return mix;
}

export interface ProductListLoad {
  /** Under load: 50 connections for 10 s. */
  p99: number;
  latency: { p50: number; p90: number; p97_5: number; max: number };
  requests: number;
  bytesPerRequest: number;
  /** The first request of each body of the mix, one at a time: answered by the database, not a cache. */
  coldP99: number;
  distinct: number;
  errors: number;
}

function p99Of(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

/**
 * p99 latency of POST /api/visualization/products at 50 concurrent connections for 10 s (loopback
 * only) over the seeded 25,000 products. The mix is first requested once, one at a time (its p99 is
 * `coldP99`, the database's own answer time), then measured under load as shoppers repeat it.
 */
export async function productListP99(platformUrl: string): Promise<ProductListLoad> {
  const mix = await requestMix(platformUrl);
  const cold: number[] = [];
  for (const body of mix) {
    const started = performance.now();
    const response = await post(platformUrl, body);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${PATH} ${JSON.stringify(body)}: ${response.status}`);
    cold.push(performance.now() - started);
  }
  const result = await autocannon({
    url: platformUrl,
    connections: 50,
    duration: 10,
    requests: mix.map((body) => ({
      method: 'POST' as const,
      path: PATH,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })),
  });
  return {
    p99: result.latency.p99,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      max: result.latency.max,
    },
    bytesPerRequest: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    requests: result.requests.total,
    coldP99: Math.round(p99Of(cold) * 10) / 10,
    distinct: mix.length,
    errors: result.errors + result.non2xx,
  };
}

// `npx tsx bench/product-list-load.ts http://localhost:18400` measures a running API on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await productListP99(process.argv[2] ?? 'http://localhost:18400'));
}
