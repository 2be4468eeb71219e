/**
 * A fetch stand-in answering the catalog calls like hosts/api does, for tests
 * (`vi.stubGlobal('fetch', stub.fetch)`). Other paths get a 404 so an unexpected call shows.
 */
import type { ProductDetail } from '@showroom/contract/catalog';
import { demoProfileBody, demoSearchBody } from '@showroom/contract/testing';
import { DEMO_DETAIL, DEMO_MENU, demoCard, demoList, demoProductCart } from './catalog-fixtures.ts';

export interface CatalogApiOptions {
  /** Answer the product list with this status instead (e.g. 500). */
  listStatus?: number;
  productCount?: number;
  /** Answer the product page with this product instead of DEMO_DETAIL. */
  detail?: ProductDetail;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ success: true, message: '', data });

export function createCatalogApi(options: CatalogApiOptions = {}) {
  const requests: { route: string; body: Record<string, unknown> }[] = [];
  const state = { ...options };
  const products = Array.from({ length: options.productCount ?? 15 }, (_, index) =>
    demoCard(index + 1, index % 5 === 4 ? { id: 2, name: 'Marazzi', slug: 'marazzi' } : undefined),
  );
  let cartQty = 0;
  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace(/^.*\/api\//, '')}`;
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    requests.push({ route, body });
    if (route.startsWith('GET menu_category_show_all/')) {
      return ok({ data: DEMO_MENU.map((category) => ({ category, category_id: category.id })) });
    }
    if (route === 'POST visualization/products') {
      if (state.listStatus)
        return json({ message: 'Internal Server error please try again.' }, state.listStatus);
      const brands = Array.isArray(body.brand) ? body.brand : [];
      const shown = brands.length ? products.filter((p) => brands.includes(p.brand.id)) : products;
      return ok(demoList(shown, Number(body.page ?? 1), Number(body.per_page ?? 10)));
    }
    if (route.startsWith('GET product/')) return ok({ data: state.detail ?? DEMO_DETAIL });
    if (route === 'GET visualization/showrooms') return json(demoSearchBody(url.searchParams.get('s')));
    if (route === 'GET visualization/shop_profile') return json(demoProfileBody());
    if (/^POST (top_products|customer_also_viewed|recently_viewed)$/.test(route)) {
      return ok({ data: products.slice(0, 3) });
    }
    if (route === 'POST projectCart/sync_to_cart') {
      cartQty += Number(body.qty);
      return json({ success: true, message: 'Item added to your cart.', data: demoProductCart(cartQty) });
    }
    if (route === 'GET projectCart') return ok(cartQty ? demoProductCart(cartQty) : null);
    if (route === 'GET brands') {
      return ok({
        data: [
          {
            id: 1,
            name: 'Daltile',
            slug: 'daltile',
            logo: null,
            product_count: 12,
            products: products.slice(0, 4),
          },
        ],
      });
    }
    return json({ message: 'Record not found for processing.' }, 404);
  }
  return { fetch, requests, state };
}
