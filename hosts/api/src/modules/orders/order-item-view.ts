import { dollars, orderItemProfitCents } from '@showroom/contract/money';
import type { OrderItem, OrderItemStatus } from '@showroom/contract/orders';
import { eq } from 'drizzle-orm';
import { products } from '../catalog/catalog-schema.ts';
import { vendor_profiles } from '../identity/users-schema.ts';
import { order_items } from './orders-schema.ts';

/** Who is looking at an order item: each sees the money that is theirs (spec §2 order items popup). */
export type OrderItemViewer = 'homeowner' | 'vendor' | 'contractor' | 'admin';

/** The columns every item view reads: the item, its product's hash and photo, its vendor's company name. */
export const orderItemColumns = {
  id: order_items.id,
  order_id: order_items.order_id,
  product_id: order_items.product_id,
  product_hash: products.hash,
  product_photo: products.photo,
  product_name: order_items.product_name,
  brand: order_items.brand,
  vendor_id: order_items.vendor_id,
  vendor: vendor_profiles.company_name,
  colour: order_items.colour,
  unit: order_items.unit,
  qty: order_items.qty,
  unit_price_cents: order_items.unit_price_cents,
  final_price_cents: order_items.final_price_cents,
  contractor_markup_cents: order_items.contractor_markup_cents,
  admin_profit_inclusive_tax_cents: order_items.admin_profit_inclusive_tax_cents,
  line_total_cents: order_items.line_total_cents,
  status: order_items.status,
  status_date: order_items.status_date,
};

/** Join condition for `orderItemColumns.vendor`. */
export const itemVendorJoin = eq(vendor_profiles.user_id, order_items.vendor_id);

/** Join condition for `orderItemColumns.product_hash` and `product_photo` (a left join: products may be deleted). */
export const itemProductJoin = eq(products.id, order_items.product_id);

export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number | null;
  product_hash: string | null;
  product_photo: string | null;
  product_name: string;
  brand: string;
  vendor_id: number | null;
  vendor: string | null;
  colour: string | null;
  unit: string;
  qty: number;
  unit_price_cents: number;
  final_price_cents: number;
  contractor_markup_cents: number;
  admin_profit_inclusive_tax_cents: number;
  line_total_cents: number;
  status: string;
  status_date: Date;
}

/** The vendor's name as the homeowner reads it; the brand if the vendor has no company profile. */
export function vendorName(row: Pick<OrderItemRow, 'vendor' | 'brand'>): string {
  return row.vendor ?? row.brand;
}

/**
 * An item as `viewer` may see it: everyone sees what the homeowner paid; only the viewer's own
 * money field is present (the admin sees all three) and `profit` is theirs (null for the homeowner).
 * Built field by field so a role never receives another role's money.
 */
export function toOrderItem(row: OrderItemRow, viewer: OrderItemViewer): OrderItem {
  // The database's check constraint admits only the 14 statuses.
  const status = row.status as OrderItemStatus;
  const amounts = {
    status,
    quantity: row.qty,
    finalPriceCents: row.final_price_cents,
    contractorMarkupCents: row.contractor_markup_cents,
    adminProfitInclusiveTaxCents: row.admin_profit_inclusive_tax_cents,
  };
  const item: OrderItem = {
    id: row.id,
    order_id: row.order_id,
    product_id: row.product_id,
    product_hash: row.product_hash,
    product_photo: row.product_photo,
    product_name: row.product_name,
    brand: row.brand,
    vendor_id: row.vendor_id,
    vendor: vendorName(row),
    colour: row.colour,
    unit: row.unit,
    qty: row.qty,
    price: dollars(row.unit_price_cents),
    amount: dollars(row.line_total_cents),
    profit: viewer === 'homeowner' ? null : dollars(orderItemProfitCents(viewer, amounts)),
    status,
    status_date: row.status_date.toISOString(),
  };
  if (viewer === 'vendor' || viewer === 'admin') item.final_price = dollars(row.final_price_cents);
  if (viewer === 'contractor' || viewer === 'admin') {
    item.contractor_markup_amt = dollars(row.contractor_markup_cents);
  }
  if (viewer === 'admin') item.admin_profit_inclusive_tax = dollars(row.admin_profit_inclusive_tax_cents);
  return item;
}
