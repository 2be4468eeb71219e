import type { OrderItemStatus } from '@showroom/contract/orders';
import { and, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AuditActor, recordAdminAction } from '../admin-audit/index.ts';
import { order_item_status_changes, order_items } from './orders-schema.ts';

/** An item as a status change left it: what the refunding and notice steps need of it. */
export interface ItemStatusWritten {
  id: number;
  vendor_id: number | null;
  product_name: string;
  size_id: number | null;
  qty: number;
  final_price_cents: number;
  contractor_markup_cents: number;
  admin_profit_inclusive_tax_cents: number;
}

export interface ItemStatusWrite {
  orderId: number;
  itemIds: readonly number[];
  status: OrderItemStatus;
  /** Null for the system (a job). */
  changedBy: number | null;
  now: Date;
  /**
   * Items in one of these statuses are left as they are: the update is guarded on the previous
   * status, so a repeated or concurrent change finds nothing to write (and its caller refunds and
   * restocks nothing). The new status is always among them.
   */
  unless?: readonly OrderItemStatus[];
  /** An admin's change: written to the admin audit log with the status before and after. */
  admin?: AuditActor | null;
}

/**
 * THE one place an order item's status changes (spec §4): every path (a vendor's or admin's PUT,
 * the refunding flow's cancel, decline and return, the homeowner's cancel of the whole order) writes
 * through here, in its caller's transaction, the order's row locked by the caller. It updates the
 * items in one statement guarded on their previous status and writes each change to the order's
 * timeline with who made it, and an admin's change to the admin audit log; it answers the items it
 * changed. Live updates hook here (issue #24).
 */
export async function writeItemStatus(tx: Database, write: ItemStatusWrite): Promise<ItemStatusWritten[]> {
  if (write.itemIds.length === 0) return [];
  const unless = [...new Set([write.status, ...(write.unless ?? [])])];
  const before = write.admin
    ? await tx
        .select({ id: order_items.id, status: order_items.status })
        .from(order_items)
        .where(inArray(order_items.id, [...write.itemIds]))
    : [];
  const changed = await tx
    .update(order_items)
    .set({ status: write.status, status_date: write.now })
    .where(and(inArray(order_items.id, [...write.itemIds]), notInArray(order_items.status, unless)))
    .returning({
      id: order_items.id,
      vendor_id: order_items.vendor_id,
      product_name: order_items.product_name,
      size_id: order_items.size_id,
      qty: order_items.qty,
      final_price_cents: order_items.final_price_cents,
      contractor_markup_cents: order_items.contractor_markup_cents,
      admin_profit_inclusive_tax_cents: order_items.admin_profit_inclusive_tax_cents,
    });
  if (changed.length > 0) {
    await tx.insert(order_item_status_changes).values(
      changed.map((item) => ({
        order_id: write.orderId,
        order_item_id: item.id,
        status: write.status,
        changed_by: write.changedBy,
        changed_at: write.now,
      })),
    );
  }
  const { admin } = write;
  if (admin) {
    for (const item of changed) {
      await recordAdminAction(tx, {
        actor: admin,
        action: 'order_item.status',
        subject: { type: 'order_item', id: item.id },
        before: { status: before.find((row) => row.id === item.id)?.status ?? null },
        after: { status: write.status },
        at: write.now,
      });
    }
  }
  return changed;
}

/** The audit actor of a status change: the admin who made it, nobody for anyone else. */
export const auditActorOf = (user: { id: number; type: string; email: string }): AuditActor | null =>
  user.type === 'Admin' ? { id: user.id, email: user.email } : null;
