import type { CartLine, ProjectCart } from '../cart/project-cart.ts';
import { DEMO_PROFILE } from './demo-showroom.ts';

/**
 * The demo showroom's cart with one line per quantity given (`demoCart([2, 3])` counts 5), as
 * `GET /api/projectCart` answers; `line` overrides what every line shows (a product of the test's own).
 */
export function demoCart(quantities: readonly number[], line: Partial<CartLine> = {}): ProjectCart {
  return {
    id: 1,
    temp_project_id: null,
    is_cart: true,
    showroom: DEMO_PROFILE.user_id,
    Project_tans: quantities.map((qty, index) => {
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
        ...line,
        qty,
        price,
        amount: Math.round(price * qty * 100) / 100,
      };
    }),
  };
}
