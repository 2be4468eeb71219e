import { DEMO_ACCOUNTS } from '@showroom/api';
import autocannon from 'autocannon';
import { localPostgresUrl, measureOnPostgres } from './api-on-postgres.ts';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`);
  return (await response.json()) as T;
}

interface Item {
  product_id: number;
  size_id: number | null;
  qty: number;
}
type Cart = { data: { Project_tans: unknown[]; vendors: unknown[] } | null };

/** Up to `count` products of one brand (so of one vendor) in a category, as cart items. */
async function itemsOfOneBrand(platformUrl: string, showroom: number, category: string, count: number) {
  type List = { data: { data: { id: number; size_id: number | null; brand: { id: number } }[] } };
  const list = await json<List>(`${platformUrl}/api/visualization/products`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ category, showroom, per_page: 24 }),
  });
  const byBrand = new Map<number, typeof list.data.data>();
  for (const card of list.data.data)
    byBrand.set(card.brand.id, [...(byBrand.get(card.brand.id) ?? []), card]);
  const cards = [...byBrand.values()].find((group) => group.length >= count) ?? [];
  return cards.slice(0, count).map((card): Item => ({ product_id: card.id, size_id: card.size_id, qty: 2 }));
}

/** sync_to_bulk_cart as a signed-in user (`bearer`), or as a visitor with a new cart. */
const bulkAdd = (platformUrl: string, showroom: number, items: Item[], bearer: string | null) =>
  json<Cart>(`${platformUrl}/api/projectCart/sync_to_bulk_cart`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({
      showroom,
      action: 'cart',
      items,
      ...(bearer ? {} : { temp_project_id: crypto.randomUUID() }),
    }),
  });

/**
 * Five cart items of two vendors: three products of one brand in the first category, two of a brand
 * of another vendor in a later one. The catalogue answers carry no vendor, so each candidate pair is
 * tried in a throw-away visitor cart until that cart has exactly two vendor groups.
 */
async function fiveItemsOfTwoVendors(platformUrl: string, showroom: number): Promise<Item[]> {
  type Menu = { data: { data: { category: { slug: string } }[] } };
  const slugs = (await json<Menu>(`${platformUrl}/api/menu_category_show_all/0`)).data.data.map(
    ({ category }) => category.slug,
  );
  const first = await itemsOfOneBrand(platformUrl, showroom, slugs[0]!, 3);
  for (const slug of slugs.slice(1)) {
    const second = await itemsOfOneBrand(platformUrl, showroom, slug, 2);
    if (first.length < 3 || second.length < 2) continue;
    const probe = await bulkAdd(platformUrl, showroom, [...first, ...second], null);
    if (probe.data?.vendors.length === 2) return [...first, ...second];
  }
  throw new Error('no five products of exactly two vendors found in the seeded catalogue');
}

export interface CartReadLoad {
  p99: number;
  latency: { p50: number; p90: number; max: number };
  requests: number;
  errors: number;
  lines: number;
  vendors: number;
}

/** Seconds of the same load before the measured ones, so a fresh process is measured warmed up. */
const WARM_UP_SECONDS = 5;

/**
 * p99 latency of `GET /api/projectCart` at 50 connections for 10 s (loopback only, after a warm-up):
 * the demo homeowner, signed in, reading their cart of five lines of two vendors (issue #12 budget).
 */
export async function cartReadP99(platformUrl: string): Promise<CartReadLoad> {
  type Found = { data: { data: { id: number }[] } };
  const showroom = (await json<Found>(`${platformUrl}/api/visualization/showrooms?s=HOMEPRO1`)).data.data[0]
    ?.id;
  if (!showroom) throw new Error('the seeded showroom HOMEPRO1 was not found');
  type Session = { data: { token: string } };
  const { token } = (
    await json<Session>(`${platformUrl}/api/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email: DEMO_ACCOUNTS.logins.homeowner.email, password: DEMO_ACCOUNTS.password }),
    })
  ).data;
  const cart = await bulkAdd(
    platformUrl,
    showroom,
    await fiveItemsOfTwoVendors(platformUrl, showroom),
    token,
  );
  const load = (seconds: number) =>
    autocannon({
      url: `${platformUrl}/api/projectCart?showroom=${showroom}`,
      connections: 50,
      duration: seconds,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        'accept-encoding': 'br, gzip',
      },
    });
  await load(WARM_UP_SECONDS);
  const result = await load(10);
  return {
    p99: result.latency.p99,
    latency: { p50: result.latency.p50, p90: result.latency.p90, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    lines: cart.data?.Project_tans.length ?? 0,
    vendors: cart.data?.vendors.length ?? 0,
  };
}

/** The same against the API alone on a throw-away PostgreSQL database (api-on-postgres.ts). */
export function cartReadP99OnPostgres(serverUrl: string, port: number): Promise<CartReadLoad> {
  return measureOnPostgres(serverUrl, port, cartReadP99);
}

// `npx tsx bench/cart-read-load.ts http://localhost:18080` measures a running API on its own;
// `npx tsx bench/cart-read-load.ts postgres` one on a throw-away database of the local PostgreSQL.
if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv[2] ?? 'http://localhost:18080';
  console.log(
    target === 'postgres'
      ? await cartReadP99OnPostgres(localPostgresUrl(), 18700 + Math.floor(Math.random() * 100))
      : await cartReadP99(target),
  );
}
