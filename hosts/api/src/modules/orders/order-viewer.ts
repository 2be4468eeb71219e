import type { SessionUser } from '../identity/index.ts';
import type { OrderItemViewer } from './order-item-view.ts';

/** What decides who may see an order: who bought it and through whose showroom. */
export interface OrderParties {
  user_id: number;
  showroom_id: number | null;
}

/**
 * How `user` stands to an order: the homeowner who bought it, the pro whose showroom sold it, a
 * vendor (of some of its items: the caller filters by `vendor_id`), an admin; null for anyone else.
 * Pros are Contractor and Designer accounts (both own showrooms, spec §6).
 */
export function orderViewerOf(
  user: Pick<SessionUser, 'id' | 'type'>,
  order: OrderParties,
): OrderItemViewer | null {
  switch (user.type) {
    case 'Admin':
      return 'admin';
    case 'Vendor':
      return 'vendor';
    case 'User':
      return order.user_id === user.id ? 'homeowner' : null;
    case 'Contractor':
    case 'Designer':
      return order.showroom_id === user.id ? 'contractor' : null;
  }
}
