/**
 * A fetch stand-in answering the visualizer's calls like hosts/api does (`vi.stubGlobal('fetch',
 * stub.fetch)`): products per category with brand filters, a product by hash (a tub, else a floor tile), the bulk cart,
 * project creation (id 41) and its update (only project 41 exists). Other paths get a 404 so an
 * unexpected call shows.
 */
import { demoCart } from '@showroom/contract/testing';
import {
  TUB_HASH,
  visualizerCard,
  visualizerDetail,
  visualizerList,
  visualizerTubDetail,
} from './visualizer-fixtures.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message = '') => json({ success: true, message, data });

export function createVisualizerApi() {
  const requests: { route: string; body: Record<string, unknown> }[] = [];
  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace(/^.*\/api\//, '')}`;
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    requests.push({ route, body });
    if (route === 'POST visualization/products') {
      const category = String(body.category);
      const all = Array.from({ length: 15 }, (_, index) => visualizerCard(category, index));
      const brands = Array.isArray(body.brand) ? body.brand : [];
      const shown = brands.length ? all.filter((card) => brands.includes(card.brand.id)) : all;
      return ok(visualizerList(shown, Number(body.page ?? 1), Number(body.per_page ?? 10)));
    }
    if (route === `GET product/${TUB_HASH}`) return ok({ data: visualizerTubDetail() });
    const product = /^GET product\/([0-9a-f]{16})$/.exec(route);
    if (product) return ok({ data: visualizerDetail(product[1]!) });
    if (route === 'POST projectCart/sync_to_bulk_cart') {
      const items = body.items as { qty: number }[];
      return ok(demoCart(items.map((item) => item.qty)), 'Items added to your cart.');
    }
    if (route === 'GET projectCart') return ok(null);
    if (route === 'POST projectCart') return ok(41, 'Project created.');
    if (route === 'PUT projectCart/41') {
      const { floorplan = null, floorTemplate = null } = body;
      const dates = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z' };
      const project = { id: 41, is_cart: false, showroom: 7, extra_info: null, floorplan, floorTemplate };
      return ok({ ...project, ...dates }, 'Project updated.');
    }
    if (route.startsWith('PUT projectCart/')) return json({ message: 'Project not found.' }, 404);
    if (route === 'POST projectChecklist') {
      const checklist = {
        project: { id: 41, name: null, showroom: 7 },
        role: 'owner',
        items: [],
        totals: { count: 0, unchecked_count: 0, subtotal: 0, unchecked_subtotal: 0 },
      };
      return ok({ append_items: true, project_checklist: checklist }, '1 item added to the checklist.');
    }
    return json({ message: 'Record not found for processing.' }, 404);
  }
  return { fetch, requests };
}
