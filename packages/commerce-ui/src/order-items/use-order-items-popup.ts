import type { OrderItem } from '@showroom/contract/orders';
import { loadOrderItems } from '@showroom/core/orders';
import { useLiveRefresh } from '@showroom/ui/live';
import { useState } from 'react';

/** The order whose items the popup shows, and its items once loaded. */
export interface OpenOrderItems<O> {
  order: O;
  items: readonly OrderItem[] | null;
}

/**
 * The order items popup's state for a list of orders (the pro's, the vendor's, the admin's): open an
 * order, show its items once loaded, put a changed item in place, close. While open, the items load
 * again when any order item changes status, whoever moved it (the list beside it refreshes the same way).
 */
export function useOrderItemsPopup<O>(orderIdOf: (order: O) => number) {
  const [open, setOpen] = useState<OpenOrderItems<O> | null>(null);
  const isShown = (orderId: number) => (current: OpenOrderItems<O> | null) =>
    current !== null && orderIdOf(current.order) === orderId;

  useLiveRefresh(
    async () => {
      if (!open?.items) return null;
      const orderId = orderIdOf(open.order);
      return { orderId, items: await loadOrderItems(orderId) };
    },
    (fresh) => {
      if (!fresh) return;
      setOpen((current) =>
        current && isShown(fresh.orderId)(current) ? { ...current, items: fresh.items } : current,
      );
    },
  );

  async function show(order: O) {
    const orderId = orderIdOf(order);
    setOpen({ order, items: null });
    try {
      const items = await loadOrderItems(orderId);
      setOpen((current) => (current && isShown(orderId)(current) ? { order, items } : current));
    } catch {
      // The API client showed why; the popup has nothing to show.
      setOpen(null);
    }
  }

  function replaceItem(changed: OrderItem) {
    setOpen((current) =>
      current?.items
        ? { ...current, items: current.items.map((each) => (each.id === changed.id ? changed : each)) }
        : current,
    );
  }

  return {
    /** The open order, or null. */
    order: open?.order ?? null,
    items: open?.items ?? [],
    /** The popup is shown once the items have loaded. */
    isOpen: open !== null && open.items !== null,
    show,
    close: () => setOpen(null),
    replaceItem,
  };
}
