import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from './orders-schema.ts';

/** The new shipping address, already checked by the contract's US-address rule. */
export interface OrderAddress {
  street: string;
  apartment?: string | undefined;
  city: string;
  state: string;
  zip_code: string;
}

export type AddressChangeOutcome =
  | { kind: 'changed' }
  | { kind: 'notFound' }
  | { kind: 'cancelled' }
  | { kind: 'windowOver' }
  /** The new address is in another state than the one the order's tax was charged for. */
  | { kind: 'otherState'; state: string };

/**
 * Changes the shipping address of the owner's order while it is placed and inside its window
 * (spec §9: 60 minutes, `cancellable_until`), within the same state so the tax charged stays right
 * (decision 0079). One conditional UPDATE, so two processes or a cancel racing it cannot both win;
 * when it changes nothing, the row says why.
 */
export async function changeOrderAddress(
  db: Database,
  userId: number,
  orderId: number,
  address: OrderAddress,
  now: Date,
): Promise<AddressChangeOutcome> {
  const mine = and(eq(orders.id, orderId), eq(orders.user_id, userId));
  const changed = await db
    .update(orders)
    .set({
      shipping_street: address.street,
      shipping_apartment: address.apartment ?? null,
      shipping_city: address.city,
      shipping_zip_code: address.zip_code,
    })
    .where(
      and(
        mine,
        eq(orders.state, 'placed'),
        gt(orders.cancellable_until, now),
        eq(orders.shipping_state, address.state),
      ),
    )
    .returning({ id: orders.id });
  if (changed.length > 0) return { kind: 'changed' };
  const [order] = await db
    .select({ state: orders.state, until: orders.cancellable_until, shippingState: orders.shipping_state })
    .from(orders)
    .where(mine);
  if (!order) return { kind: 'notFound' };
  if (order.state === 'cancelled') return { kind: 'cancelled' };
  if (order.until <= now) return { kind: 'windowOver' };
  return { kind: 'otherState', state: order.shippingState };
}
