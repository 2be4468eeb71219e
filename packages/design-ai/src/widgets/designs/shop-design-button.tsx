import { ROUTE_PATHS } from '@showroom/contract';
import type { CartItem } from '@showroom/contract/cart';
import { type AiDesignItem, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { cart } from '@showroom/core/cart';
import { Button, useHostElement } from '@showroom/ui';
import { useState } from 'react';

/** A design's products as the cart's items: each product, size, colour and quantity; the server prices. */
export function designCartItems(items: readonly AiDesignItem[]): CartItem[] {
  return items.map((item) => ({
    product_id: item.product_id,
    size_id: item.size_id,
    colour: item.colour,
    qty: item.qty,
  }));
}

/**
 * "Shop this design": every product of the design in one bulk add to the shopping cart
 * (`sync_to_bulk_cart`, all or nothing, as the visualizer's "Add room to cart"), then the server's toast
 * with View cart.
 */
export function ShopDesignButton({ items, title }: { items: readonly AiDesignItem[]; title: string }) {
  const host = useHostElement();
  const [busy, setBusy] = useState(false);
  async function shop() {
    setBusy(true);
    try {
      await cart.addMany(designCartItems(items), {
        from: host,
        link: { label: T.viewCart, to: ROUTE_PATHS.cart },
      });
    } catch {
      // The error catalogue has shown why; the design stays for another try.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      onClick={shop}
      busy={busy}
      disabled={busy || items.length === 0}
      aria-label={`${T.shopDesign}: ${title}`}
    >
      {busy ? T.addingToCart : T.shopDesign}
    </Button>
  );
}
