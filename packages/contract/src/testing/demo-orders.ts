import type { Paginator } from '../envelope/envelope.ts';
import type { OrderDetail, OrderItem, OrderSummary, OrderTimelineEntry } from '../orders/order-detail.ts';
import type { OrderItemStatus } from '../orders/order-item-statuses.ts';

/** The demo's clock: orders are placed on this day (11.20.2026 in the spec's time zone). */
const PLACED_AT = Date.parse('2026-11-20T17:30:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(PLACED_AT + days * DAY).toISOString();

/** An order item as the homeowner sees it (prices, no profit); change any field. */
export function demoOrderItem(fields: Partial<OrderItem> = {}): OrderItem {
  return {
    id: 501,
    order_id: 42,
    product_id: 9001,
    product_hash: 'demo-porcelain-floor-tile',
    product_photo: null,
    product_name: 'Porcelain floor tile 24x24',
    brand: 'Stonecraft',
    vendor_id: 7,
    vendor: 'Stonecraft Tile Co.',
    colour: 'Ash grey',
    unit: 'Box',
    qty: 6,
    price: 54.9,
    amount: 329.4,
    profit: null,
    status: 'Waiting for approval',
    status_date: at(0),
    ...fields,
  };
}

/** The demo order's items from two vendors, as `viewer` sees them (profit per spec §4). */
export function demoOrderItems(
  viewer: 'homeowner' | 'vendor' | 'contractor' | 'admin' = 'homeowner',
): OrderItem[] {
  const rows: [Partial<OrderItem>, number, number, number][] = [
    [{}, 41.2, 5.5, 7.1],
    [
      {
        id: 502,
        product_id: 9002,
        product_hash: 'demo-oak-hardwood-plank',
        product_name: 'Oak hardwood plank',
        brand: 'Timberline',
        vendor_id: 8,
        vendor: 'Timberline Floors',
        colour: 'Natural',
        qty: 3,
        price: 89,
        amount: 267,
        status: 'In Progress',
        status_date: at(1),
      },
      66.75,
      9,
      11.4,
    ],
    [
      {
        id: 503,
        product_id: 9003,
        product_hash: 'demo-matte-black-faucet',
        product_name: 'Matte black faucet',
        brand: 'Aqualine',
        vendor_id: 8,
        vendor: 'Timberline Floors',
        colour: null,
        unit: 'Unit',
        qty: 1,
        price: 149,
        amount: 149,
        status: 'Returned',
        status_date: at(3),
      },
      112,
      15,
      19.25,
    ],
  ];
  return rows.map(([fields, finalPrice, markup, adminProfit]) => {
    const item = demoOrderItem(fields);
    if (viewer === 'homeowner') return item;
    const sign = item.status === 'Returned' || item.status === 'Return Request' ? -1 : 1;
    const profit =
      viewer === 'vendor' ? finalPrice * item.qty : viewer === 'contractor' ? markup * item.qty : adminProfit;
    return {
      ...item,
      ...(viewer === 'vendor' || viewer === 'admin' ? { final_price: finalPrice } : {}),
      ...(viewer === 'contractor' || viewer === 'admin' ? { contractor_markup_amt: markup } : {}),
      ...(viewer === 'admin' ? { admin_profit_inclusive_tax: adminProfit } : {}),
      profit: Math.round(sign * profit * 100) / 100,
    };
  });
}

/** A row of `/your_orders`. `id` 42 is the demo order; lower ids are older, placed a day apart. */
export function demoOrderSummary(id = 42, fields: Partial<OrderSummary> = {}): OrderSummary {
  const placed = at(id - 42);
  return {
    id,
    order_number: `SR-${String(1000 + id)}`,
    state: 'placed',
    created_at: placed,
    total: 745.4,
    item_count: 3,
    vendors: ['Stonecraft Tile Co.', 'Timberline Floors'],
    cancellable_until: new Date(Date.parse(placed) + 60 * 60 * 1000).toISOString(),
    can_cancel: false,
    ...fields,
  };
}

function change(item: OrderItem, status: OrderItemStatus, days: number): OrderTimelineEntry {
  return {
    order_item_id: item.id,
    product_name: item.product_name,
    vendor: item.vendor,
    status,
    changed_at: at(days),
  };
}

/** The demo order in full: items per vendor and one timeline across both vendors, oldest first. */
export function demoOrderDetail(id = 42, fields: Partial<OrderDetail> = {}): OrderDetail {
  const items = demoOrderItems('homeowner').map((item) => ({ ...item, order_id: id }));
  const [tile, oak, faucet] = items as [OrderItem, OrderItem, OrderItem];
  return {
    ...demoOrderSummary(id),
    subtotal: 745.4,
    discount: 0,
    shipping_charge: 0,
    tax: 0,
    coupon_code: null,
    shipping_address: {
      street: '1200 Harbor Blvd',
      apartment: 'Apt 4',
      city: 'Santa Monica',
      state: 'CA',
      zip_code: '90401',
    },
    card: { brand: 'Visa', last4: '4242' },
    vendors_items: [
      { vendor_id: 7, vendor: tile.vendor, items: [tile], subtotal: tile.amount },
      { vendor_id: 8, vendor: oak.vendor, items: [oak, faucet], subtotal: oak.amount + faucet.amount },
    ],
    timeline: [
      change(tile, 'Waiting for approval', 0),
      change(oak, 'Waiting for approval', 0),
      change(faucet, 'Waiting for approval', 0),
      change(oak, 'Vendor Approved', 0.5),
      change(faucet, 'Delivered', 1),
      change(oak, 'In Progress', 1),
      change(faucet, 'Return Request', 2),
      change(faucet, 'Returned', 3),
    ],
    cancelled_at: null,
    ...fields,
  };
}

/** A Laravel-style paginator of `all` (spec §7), as the API answers list calls. */
export function demoPage<T>(all: readonly T[], page: number, perPage: number, path: string): Paginator<T> {
  const total = all.length;
  const last = Math.max(1, Math.ceil(total / perPage));
  const data = all.slice((page - 1) * perPage, page * perPage);
  const url = (p: number) => `${path}?page=${p}`;
  // Laravel's window: the first two pages, the last two, three either side of the current one, "..." between.
  const shown = Array.from({ length: last }, (_, index) => index + 1).filter(
    (p) => p <= 2 || p > last - 2 || Math.abs(p - page) <= 3,
  );
  const links: Paginator<T>['links'] = [
    { url: page > 1 ? url(page - 1) : null, label: '&laquo; Previous', active: false },
  ];
  shown.forEach((p, index) => {
    if (index > 0 && p - (shown[index - 1] ?? p) > 1) links.push({ url: null, label: '...', active: false });
    links.push({ url: url(p), label: String(p), active: p === page });
  });
  links.push({ url: page < last ? url(page + 1) : null, label: 'Next &raquo;', active: false });
  return {
    current_page: page,
    data,
    first_page_url: url(1),
    from: data.length ? (page - 1) * perPage + 1 : null,
    last_page: last,
    last_page_url: url(last),
    links,
    next_page_url: page < last ? url(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: data.length ? (page - 1) * perPage + data.length : null,
    total,
  };
}
