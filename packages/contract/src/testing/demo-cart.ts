import type { CartLine, ProjectCart } from '../cart/project-cart.ts';
import { DEMO_PROFILE } from './demo-showroom.ts';

/**
 * The demo showroom's cart with one line per quantity given (`demoCart([2, 3])` counts 5), as
 * `GET /api/projectCart` answers; `line` overrides what every line shows (a product of the test's own).
 */
export function demoCart(quantities: readonly number[], line: Partial<CartLine> = {}): ProjectCart {
  const lines = quantities.map((qty, index): CartLine => {
    const price = line.price ?? 12.5;
    return {
      id: index + 1,
      product_id: index + 1,
      hash: `000000000000000${index}`,
      name: 'Carrara Porcelain',
      brand: 'Daltile',
      size_id: null,
      colour: null,
      unit: 'Box',
      photo: null,
      vendor_id: 1,
      vendor: 'Daltile Supply Co.',
      width_size: '12"',
      height_size: '24"',
      length_size: null,
      pattern: 'Straight Lay',
      box_sqft: 16,
      price_per_sqft: Math.round((price * 100) / 16) / 100,
      min_unit: 1,
      in_stock: 500,
      ...line,
      qty,
      price,
      amount: (Math.round(price * 100) * qty) / 100,
    };
  });
  const subtotalCents = lines.reduce((sum, each) => sum + Math.round(each.amount * 100), 0);
  const first = lines[0];
  return {
    id: 1,
    temp_project_id: null,
    is_cart: true,
    showroom: DEMO_PROFILE.user_id,
    Project_tans: lines,
    vendors: first
      ? [
          {
            vendor_id: first.vendor_id,
            vendor: first.vendor,
            line_ids: lines.map((each) => each.id),
            subtotal: subtotalCents / 100,
          },
        ]
      : [],
    totals: { subtotal: subtotalCents / 100, shipping_charge: 0, total: subtotalCents / 100 },
  };
}
