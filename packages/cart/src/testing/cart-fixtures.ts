/** Carts as `GET /api/projectCart` answers them, for the cart remote's tests and stories. */
import type { CartLine, CartVendorGroup, ProjectCart } from '@showroom/contract/cart';
import { toCents as cents, dollars, pricePerSqft } from '@showroom/contract/money';
import { DEMO_PROFILE } from '@showroom/contract/testing';

/** A line as the server prices it: amount = price × qty in whole cents. */
export function cartLine(line: Omit<CartLine, 'amount' | 'price_per_sqft'>): CartLine {
  const perSqft = line.unit === 'Box' ? pricePerSqft(line.price, line.box_sqft) : null;
  return { ...line, price_per_sqft: perSqft, amount: dollars(cents(line.price) * line.qty) };
}

/** The cart of these lines, grouped by vendor in the order of their first line, with its totals. */
export function cartOf(lines: readonly CartLine[], shippingCharge = 0): ProjectCart {
  const vendors: CartVendorGroup[] = [];
  for (const line of lines) {
    const group = vendors.find((each) => each.vendor_id === line.vendor_id);
    if (group) {
      group.line_ids.push(line.id);
      group.subtotal = dollars(cents(group.subtotal) + cents(line.amount));
    } else {
      vendors.push({
        vendor_id: line.vendor_id,
        vendor: line.vendor,
        line_ids: [line.id],
        subtotal: line.amount,
      });
    }
  }
  const subtotal = lines.reduce((sum, line) => sum + cents(line.amount), 0);
  return {
    id: 41,
    temp_project_id: null,
    is_cart: true,
    showroom: DEMO_PROFILE.user_id,
    Project_tans: [...lines],
    vendors,
    totals: {
      subtotal: dollars(subtotal),
      shipping_charge: shippingCharge,
      total: dollars(subtotal + cents(shippingCharge)),
    },
  };
}

const base = {
  photo: null,
  length_size: null,
  min_unit: 1,
  in_stock: 500,
  colour: null,
  size_id: null,
} as const;

/** Two tile lines from one vendor and a faucet from another. */
export const DEMO_LINES: readonly CartLine[] = [
  cartLine({
    ...base,
    id: 11,
    product_id: 101,
    hash: 'a1b2c3d4e5f60001',
    name: 'Carrara Porcelain',
    brand: 'Daltile',
    size_id: 5,
    colour: 'White',
    qty: 2,
    unit: 'Box',
    price: 48,
    vendor_id: 1,
    vendor: 'Daltile Supply Co.',
    width_size: '12"',
    height_size: '24"',
    pattern: 'Straight Lay',
    box_sqft: 16,
  }),
  cartLine({
    ...base,
    id: 12,
    product_id: 102,
    hash: 'a1b2c3d4e5f60002',
    name: 'Oak Herringbone Plank',
    brand: 'Daltile',
    colour: 'Natural',
    qty: 3,
    unit: 'Box',
    price: 62.5,
    vendor_id: 1,
    vendor: 'Daltile Supply Co.',
    width_size: '5"',
    height_size: null,
    length_size: '30"',
    pattern: 'Herringbone',
    box_sqft: 20,
  }),
  cartLine({
    ...base,
    id: 13,
    product_id: 201,
    hash: 'a1b2c3d4e5f60003',
    name: 'Brushed Nickel Faucet',
    brand: 'Moen',
    qty: 1,
    unit: 'Piece',
    price: 219,
    vendor_id: 2,
    vendor: 'Moen Direct',
    width_size: null,
    height_size: null,
    pattern: null,
    box_sqft: null,
    in_stock: 2,
  }),
];
