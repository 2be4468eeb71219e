import type { CartLine, CartVendorGroup, ProjectCart } from '@showroom/contract/cart';
import { DEFAULT_MIN_UNIT } from '@showroom/contract/constants';
import { dollars, priceLine, pricePerSqft, shippingChargeCents, toCents } from '@showroom/contract/money';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, categories, product_sizes, products } from '../catalog/catalog-schema.ts';
import { PLATFORM_CONTEXT, type ShowroomContexts, shownUnit } from '../catalog/index.ts';
import { shipping_addresses } from '../identity/shipping-addresses-schema.ts';
import { vendor_profiles } from '../identity/users-schema.ts';
import { lineSizeId } from '../money/index.ts';
import { cartColumns, newestCartIdOf } from './cart.ts';
import { project_tans } from './project-tans-schema.ts';
import { projects } from './projects-schema.ts';

/** The fields of the size a line is priced at (`lineSizeId`: the chosen one or the product's cheapest). */
const sizeColumns = {
  width_size: product_sizes.width_size,
  height_size: product_sizes.height_size,
  length_size: product_sizes.length_size,
  pattern: product_sizes.pattern,
  box_sqft: product_sizes.box_sqft,
  uom: product_sizes.uom,
  wholesale_price: product_sizes.wholesale_price,
  stock_qty: product_sizes.stock_qty,
};

/**
 * Which cart to price: one by id, or the user's newest (what `GET /api/projectCart` shows a signed-in
 * user without a cart token), found in the same query as its lines.
 */
export type CartSelector = { id: number } | { newestOf: number };

function selected(db: Database, selector: CartSelector) {
  return 'id' in selector
    ? eq(projects.id, selector.id)
    : inArray(projects.id, newestCartIdOf(db, selector.newestOf));
}

/** The viewer's shipping address, joined to every row: nothing for a visitor. */
const viewerAddress = (viewerId: number | null) =>
  viewerId === null ? sql`false` : eq(shipping_addresses.user_id, viewerId);
const addressColumns = { state: shipping_addresses.state, zip_code: shipping_addresses.zip_code };

/** The viewer's shipping charge in cents (their profile's, spec §3; 0 for a visitor or no address). */
const shippingCentsOf = (address: { state: string | null; zip_code: string | null }) =>
  shippingChargeCents(
    address.state !== null && address.zip_code !== null
      ? { state: address.state, zip_code: address.zip_code }
      : null,
  );

/**
 * The cart as the API answers it (null when the selector finds none): lines in the order they were
 * added, priced now in the cart's showroom (the pro's markup, exactly as the product detail shows it;
 * the standard markup if that showroom is gone), with the viewer's shipping charge (`viewerId`: the
 * signed-in caller, null for a visitor). Each line is priced by the contract's `priceLine`, as
 * checkout prices it, at its `lineSizeId` size. The cart, its lines and the address come in one
 * query (a second only for an empty cart). Built field by field: wholesale prices
 * must never reach the response.
 */
export async function priceCart(
  db: Database,
  showrooms: ShowroomContexts,
  selector: CartSelector,
  viewerId: number | null,
): Promise<ProjectCart | null> {
  const rows = await db
    .select({
      cart: cartColumns,
      address: addressColumns,
      id: project_tans.id,
      product_id: project_tans.product_id,
      size_id: project_tans.size_id,
      colour: project_tans.colour,
      qty: project_tans.qty,
      hash: products.hash,
      name: products.name,
      photo: products.photo,
      vendor_id: products.vendor_id,
      vendor: vendor_profiles.company_name,
      brand: brands.name,
      category_unit: categories.unit,
      product_wholesale: products.wholesale_price,
      size: sizeColumns,
    })
    .from(project_tans)
    .innerJoin(projects, eq(projects.id, project_tans.project_id))
    .innerJoin(products, eq(products.id, project_tans.product_id))
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .leftJoin(vendor_profiles, eq(vendor_profiles.user_id, products.vendor_id))
    .leftJoin(product_sizes, eq(product_sizes.id, lineSizeId))
    .leftJoin(shipping_addresses, viewerAddress(viewerId))
    .where(selected(db, selector))
    .orderBy(asc(project_tans.id));
  const head = rows[0] ?? (await emptyCart(db, selector, viewerId));
  if (!head) return null;
  const { cart } = head;
  const shippingCents = shippingCentsOf(head.address ?? { state: null, zip_code: null });
  const context = (cart.showroom_id && (await showrooms.find(cart.showroom_id))) || PLATFORM_CONTEXT;
  const lines = rows.map((row): CartLine => {
    const { size } = row;
    const wholesaleCents = toCents(size?.wholesale_price ?? row.product_wholesale);
    const { unitPriceCents, amountCents } = priceLine(
      { qty: row.qty, wholesaleCents },
      context.markupPercent,
    );
    const price = dollars(unitPriceCents);
    const unit = shownUnit(row.category_unit, size?.uom);
    const boxSqft = size?.box_sqft ?? null;
    return {
      id: row.id,
      product_id: row.product_id,
      hash: row.hash,
      name: row.name,
      brand: row.brand,
      size_id: row.size_id,
      colour: row.colour,
      qty: row.qty,
      unit,
      price,
      amount: dollars(amountCents),
      photo: row.photo,
      vendor_id: row.vendor_id,
      vendor: row.vendor ?? row.brand,
      width_size: size?.width_size ?? null,
      height_size: size?.height_size ?? null,
      length_size: size?.length_size ?? null,
      pattern: size?.pattern ?? null,
      box_sqft: boxSqft,
      price_per_sqft: unit === 'Box' ? pricePerSqft(price, boxSqft) : null,
      min_unit: DEFAULT_MIN_UNIT,
      in_stock: size?.stock_qty ?? 0,
    };
  });
  const subtotalCents = lines.reduce((sum, line) => sum + toCents(line.amount), 0);
  return {
    id: cart.id,
    temp_project_id: cart.temp_project_id,
    is_cart: cart.is_cart,
    // 0 (the spec's "no showroom") only if the pro's account was deleted.
    showroom: cart.showroom_id ?? 0,
    Project_tans: lines,
    vendors: groupByVendor(lines),
    totals: {
      subtotal: dollars(subtotalCents),
      shipping_charge: dollars(shippingCents),
      total: dollars(subtotalCents + shippingCents),
    },
  };
}

/** A cart without lines, and the viewer's address. */
async function emptyCart(db: Database, selector: CartSelector, viewerId: number | null) {
  const [row] = await db
    .select({ cart: cartColumns, address: addressColumns })
    .from(projects)
    .leftJoin(shipping_addresses, viewerAddress(viewerId))
    .where(selected(db, selector));
  return row;
}

/** Lines grouped by vendor, vendors in the order their first line was added; subtotals in whole cents. */
function groupByVendor(lines: readonly CartLine[]): CartVendorGroup[] {
  const groups = new Map<number, { group: CartVendorGroup; cents: number }>();
  for (const line of lines) {
    const entry = groups.get(line.vendor_id) ?? {
      group: { vendor_id: line.vendor_id, vendor: line.vendor, line_ids: [], subtotal: 0 },
      cents: 0,
    };
    entry.group.line_ids.push(line.id);
    entry.cents += toCents(line.amount);
    groups.set(line.vendor_id, entry);
  }
  return [...groups.values()].map(({ group, cents }) => ({ ...group, subtotal: dollars(cents) }));
}
