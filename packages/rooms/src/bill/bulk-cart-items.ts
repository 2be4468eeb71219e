/**
 * "Add room to cart" (issue #13): the bill of materials as the `items` of one
 * `POST /api/projectCart/sync_to_bulk_cart`, one item per line. Never a price: the server prices.
 */
import type { CartItem } from '@showroom/contract/cart';
import type { BillOfMaterials } from './bill-of-materials.ts';

export function bulkCartItems(bom: BillOfMaterials): CartItem[] {
  return bom.groups.flatMap((group) =>
    group.lines.map((line) => ({
      product_id: line.product.id,
      size_id: line.product.size_id,
      colour: line.colour,
      qty: line.qty,
    })),
  );
}
