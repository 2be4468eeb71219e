/**
 * The demo homeowner's checkout as the API answers it (two vendors, a saved Visa), for this remote's
 * tests and stories. Typed by the contract, so a schema change breaks every stub at compile time.
 */
import type { Profile } from '@showroom/contract/account';
import type { CartLine } from '@showroom/contract/cart';
import type { CheckoutSummary } from '@showroom/contract/checkout';
import { toCents as cents, dollars, pricePerSqft, salesTaxCents } from '@showroom/contract/money';
import type { OrderDetail, OrderItem } from '@showroom/contract/orders';

export const DEMO_CHECKOUT_PROFILE: Profile = {
  first_name: 'Olivia',
  last_name: 'Homeowner',
  email: 'homeowner@showroom.test',
  country_code: '+1',
  phone_number: '4155550123',
  zip_code: '94107',
  shipping_address: {
    street: '500 Brannan St',
    city: 'San Francisco',
    state: 'CA',
    zip_code: '94107',
    apartment: 'Unit 4B',
  },
  shipping_charge: 25,
  payment_details: {
    brand: 'visa',
    last4: '4242',
    card_number: '**** **** **** 4242',
    name_on_Card: 'Olivia Homeowner',
    exp_date: '12/28',
    street: null,
    state: null,
    city: null,
    zip_code: null,
  },
};

function line(id: number, vendor: [number, string], fields: Partial<CartLine>): CartLine {
  const price = fields.price ?? 40;
  const qty = fields.qty ?? 1;
  return {
    id,
    product_id: id * 10,
    hash: `a1b2c3d4e5f6a7b${id}`,
    name: 'Carrara Porcelain',
    brand: 'Daltile',
    size_id: id,
    colour: 'White',
    unit: 'Box',
    photo: null,
    vendor_id: vendor[0],
    vendor: vendor[1],
    width_size: '12"',
    height_size: '24"',
    length_size: null,
    pattern: 'Straight Lay',
    box_sqft: 16,
    price_per_sqft: pricePerSqft(price, 16),
    min_unit: 1,
    in_stock: 500,
    ...fields,
    qty,
    price,
    amount: dollars(cents(price) * qty),
  };
}

/** The cart's lines: two of one vendor's tile, one vanity from another vendor. */
export function demoLines(first: Partial<CartLine> = {}): CartLine[] {
  return [
    line(1, [3, 'Daltile Supply Co.'], { qty: 4, price: 52.5, ...first }),
    line(2, [3, 'Daltile Supply Co.'], { name: 'Slate Mosaic', colour: 'Charcoal', qty: 2, price: 18 }),
    line(3, [5, 'Bathworks Direct'], {
      name: 'Oak Vanity 36"',
      brand: 'Kohler',
      colour: null,
      unit: 'Piece',
      box_sqft: null,
      price_per_sqft: null,
      width_size: '36"',
      height_size: null,
      pattern: null,
      price: 649,
    }),
  ];
}

export interface SummaryOptions {
  /** Overrides of the first line (e.g. a quantity). */
  qty?: number;
  lines?: CartLine[] | undefined;
  shippingCharge?: number;
  /** Percent off the subtotal, as the demo coupon gives. */
  discountPercent?: number;
  /** A fixed discount in dollars instead (e.g. the markup-capped coupon's). */
  discountDollars?: number;
  /** Why the saved address cannot be taxed (one from before the US-address rule). */
  addressProblem?: string | null;
  coupon?: CheckoutSummary['coupon'];
  address?: boolean;
  stockProblems?: CheckoutSummary['stock_problems'];
}

/** The summary the server computes for the demo lines (tax 8.625% for CA, on goods less discount). */
export function demoSummary(options: SummaryOptions = {}): CheckoutSummary {
  const lines = options.lines ?? demoLines(options.qty ? { qty: options.qty } : {});
  const groups = new Map<number, CheckoutSummary['vendors'][number]>();
  for (const each of lines) {
    const group = groups.get(each.vendor_id) ?? {
      vendor_id: each.vendor_id,
      vendor: each.vendor,
      lines: [],
      subtotal: 0,
    };
    group.lines.push(each);
    group.subtotal = dollars(cents(group.subtotal) + cents(each.amount));
    groups.set(each.vendor_id, group);
  }
  const subtotal = lines.reduce((sum, each) => sum + cents(each.amount), 0);
  const discount =
    options.discountDollars !== undefined
      ? cents(options.discountDollars)
      : Math.round((subtotal * (options.discountPercent ?? 0)) / 100);
  const shipping = cents(options.shippingCharge ?? DEMO_CHECKOUT_PROFILE.shipping_charge);
  const addressProblem = options.addressProblem ?? null;
  const address = (options.address ?? true) && addressProblem === null;
  const tax = address ? salesTaxCents(subtotal - discount, 8.625) : 0;
  const stockProblems = options.stockProblems ?? [];
  return {
    vendors: [...groups.values()],
    money: {
      subtotal: dollars(subtotal),
      discount: dollars(discount),
      shipping_charge: dollars(shipping),
      tax: dollars(tax),
      total: dollars(subtotal - discount + shipping + tax),
    },
    tax_rate: address ? 8.625 : null,
    tax_state: address ? 'CA' : null,
    coupon: options.coupon ?? null,
    stock_problems: stockProblems,
    address_problem: addressProblem,
    can_pay: lines.length > 0 && address && stockProblems.length === 0,
  };
}

/** The order `POST /api/checkout` answers for `summary`, paid with the card ending `last4`. */
export function demoOrder(
  summary: CheckoutSummary = demoSummary(),
  card: { brand: string; last4: string } = { brand: 'visa', last4: '4242' },
  id = 1042,
): OrderDetail {
  const placed = '2026-01-31T18:00:00.000Z';
  const items = (lines: CartLine[]): OrderItem[] =>
    lines.map((each) => ({
      id: each.id + 100,
      order_id: id,
      product_id: each.product_id,
      product_hash: each.hash,
      product_photo: each.photo,
      product_name: each.name,
      brand: each.brand,
      vendor_id: each.vendor_id,
      vendor: each.vendor,
      colour: each.colour,
      unit: each.unit,
      qty: each.qty,
      price: each.price,
      amount: each.amount,
      profit: null,
      status: 'Waiting for approval',
      status_date: placed,
    }));
  const vendorsItems = summary.vendors.map((vendor) => ({
    vendor_id: vendor.vendor_id,
    vendor: vendor.vendor,
    items: items(vendor.lines),
    subtotal: vendor.subtotal,
  }));
  const all = vendorsItems.flatMap((vendor) => vendor.items);
  return {
    id,
    order_number: `SR-${String(id).padStart(6, '0')}`,
    state: 'placed',
    created_at: placed,
    total: summary.money.total,
    item_count: all.reduce((sum, item) => sum + item.qty, 0),
    vendors: summary.vendors.map((vendor) => vendor.vendor),
    cancellable_until: '2026-01-31T19:00:00.000Z',
    can_cancel: true,
    subtotal: summary.money.subtotal,
    discount: summary.money.discount,
    shipping_charge: summary.money.shipping_charge,
    tax: summary.money.tax,
    coupon_code: summary.coupon?.applied ? summary.coupon.code : null,
    shipping_address: {
      street: '500 Brannan St',
      apartment: 'Unit 4B',
      city: 'San Francisco',
      state: 'CA',
      zip_code: '94107',
    },
    card,
    vendors_items: vendorsItems,
    timeline: all.map((item) => ({
      order_item_id: item.id,
      product_name: item.product_name,
      vendor: item.vendor,
      status: item.status,
      changed_at: placed,
    })),
    cancelled_at: null,
  };
}
