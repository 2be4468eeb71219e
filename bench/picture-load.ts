import { PICTURES_VERSION } from '@showroom/contract';
import autocannon from 'autocannon';

const PER_CATEGORY = 3;
/** What a browser sends: pictures go out compressed where that helps (SVG). */
const BROWSER_HEADERS = {
  accept: 'image/avif,image/webp,image/svg+xml,image/*,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
};

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** A few products of every sub-category, so every family and pattern of the catalogue is drawn. */
async function sampleProducts(platformUrl: string): Promise<{ hashes: string[]; categories: string[] }> {
  type Menu = { data: { data: { category: { slug: string; children: { slug: string }[] } }[] } };
  const menu = await json<Menu>(`${platformUrl}/api/menu_category_show_all/0`);
  const hashes: string[] = [];
  const categories: string[] = [];
  for (const { category } of menu.data.data) {
    categories.push(category.slug);
    for (const child of category.children) {
      categories.push(child.slug);
      type List = { data: { data: { hash: string }[] } };
      const list = await json<List>(`${platformUrl}/api/visualization/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ category: child.slug, per_page: PER_CATEGORY }),
      });
      hashes.push(...list.data.data.slice(0, PER_CATEGORY).map((product) => product.hash));
    }
  }
  return { hashes, categories };
}

export interface PictureLoad {
  /** Products sampled (a few per sub-category). */
  products: number;
  /** The largest thumbnail as sent to a client that takes no compression, in KB. */
  thumbMaxKb: number;
  thumbMedianKb: number;
  /** Under load, warm: 50 connections for 10 s over thumbs, other views, textures, categories and brands. */
  p99: number;
  latency: { p50: number; p90: number; max: number };
  requests: number;
  distinct: number;
  errors: number;
}

/**
 * Issue #13's picture budgets: every sampled product's thumbnail size (uncompressed, the worst case),
 * and the p99 of the picture routes at 50 connections once each picture has been drawn (warm).
 */
export async function picturesLoad(platformUrl: string): Promise<PictureLoad> {
  const { hashes, categories } = await sampleProducts(platformUrl);
  const base = `/api/pictures/${PICTURES_VERSION}`;
  const thumbBytes: number[] = [];
  for (const hash of hashes) {
    const response = await fetch(`${platformUrl}${base}/product/${hash}/thumb.svg`);
    if (!response.ok) throw new Error(`thumb of ${hash}: ${response.status}`);
    thumbBytes.push((await response.arrayBuffer()).byteLength);
  }
  type Brands = { data: { data: { slug: string }[] } };
  const brands = (await json<Brands>(`${platformUrl}/api/brands`)).data.data.map((brand) => brand.slug);
  // As pages ask: list pages and pickers show thumbnails (24 a page), a product page adds its three
  // other views, a visualizer room a texture per surface (a few per room): textures ~1 request in 25.
  const paths = [
    ...hashes.flatMap((hash, i) => [
      ...Array.from({ length: 4 }, () => `${base}/product/${hash}/thumb.svg`),
      `${base}/product/${hash}/${['detail', 'closeup', 'room'][i % 3]}.svg`,
      ...(i % 5 === 0 ? [`${base}/product/${hash}/texture.png`] : []),
    ]),
    ...categories.map((slug) => `${base}/category/${slug}.svg`),
    ...brands.map((slug) => `${base}/brand/${slug}.svg`),
  ];
  // Warm: each picture drawn once, one at a time.
  for (const path of paths) {
    const response = await fetch(`${platformUrl}${path}`, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
  }
  const result = await autocannon({
    url: platformUrl,
    connections: 50,
    duration: 10,
    requests: paths.map((path) => ({ method: 'GET' as const, path, headers: BROWSER_HEADERS })),
  });
  const sorted = [...thumbBytes].sort((a, b) => a - b);
  return {
    products: hashes.length,
    thumbMaxKb: Math.round((sorted.at(-1) ?? 0) / 102.4) / 10,
    thumbMedianKb: Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) / 102.4) / 10,
    p99: result.latency.p99,
    latency: { p50: result.latency.p50, p90: result.latency.p90, max: result.latency.max },
    requests: result.requests.total,
    distinct: new Set(paths).size,
    errors: result.errors + result.non2xx,
  };
}

// `npx tsx bench/picture-load.ts http://localhost:18400` measures a running API on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await picturesLoad(process.argv[2] ?? 'http://localhost:18400'));
}
