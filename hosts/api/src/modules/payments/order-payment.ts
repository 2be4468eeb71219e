import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from './payments-schema.ts';

export type OrderPayment = typeof payments.$inferSelect;

/**
 * The order's live payment (authorized or captured), its row locked in the caller's transaction so
 * that refunds recorded against it queue; null when the order has none.
 */
export async function lockOrderPayment(tx: Database, orderId: number): Promise<OrderPayment | null> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.order_id, orderId), inArray(payments.state, ['authorized', 'captured'])))
    .for('update');
  return payment ?? null;
}
