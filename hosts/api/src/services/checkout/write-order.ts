import { formatMessage, yourOrderPath } from '@showroom/contract';
import { POLICY } from '@showroom/contract/constants';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  notifications,
  order_item_status_changes,
  order_items,
  orders,
  payments,
  project_tans,
} from '../../db/schema.ts';
import { addMs, MINUTE_MS } from '../../lib/clock.ts';
import type { CheckoutLine } from './checkout-lines.ts';
import type { ShippingAddress } from './checkout-quote.ts';
import type { OrderMoney } from './order-money.ts';
import { newOrderNumber } from './order-number.ts';

/** The first status of every item (spec §4: Pending Approval). */
const FIRST_STATUS = 'Waiting for approval';

export interface NewOrder {
  userId: number;
  cartId: number;
  showroomId: number | null;
  lines: readonly CheckoutLine[];
  money: OrderMoney;
  couponCode: string | null;
  address: ShippingAddress;
  card: { brand: string; last4: string };
  paymentId: number;
  now: Date;
}

export interface WrittenOrder {
  orderId: number;
  orderNumber: string;
}

/**
 * Writes the order in one transaction: the order with its money and copies of address and card,
 * one item per line (vendor, prices, the vendor/pro/platform split), each item's first status, the
 * payment linked, the bought lines out of the cart, and the in-app notices (homeowner, each vendor,
 * the pro). Either all of it is there or none.
 */
export async function writeOrder(db: Database, order: NewOrder): Promise<WrittenOrder> {
  const priced = new Map(order.money.lines.map((line) => [line.lineId, line]));
  return db.transaction(async (tx) => {
    let created: { id: number; order_number: string } | undefined;
    while (!created) {
      [created] = await tx
        .insert(orders)
        .values({
          order_number: newOrderNumber(),
          user_id: order.userId,
          showroom_id: order.showroomId,
          project_id: order.cartId,
          subtotal_cents: order.money.subtotalCents,
          discount_cents: order.money.discountCents,
          shipping_cents: order.money.shippingCents,
          tax_cents: order.money.taxCents,
          total_cents: order.money.totalCents,
          coupon_code: order.couponCode,
          shipping_street: order.address.street,
          shipping_apartment: order.address.apartment,
          shipping_city: order.address.city,
          shipping_state: order.address.state,
          shipping_zip_code: order.address.zip_code,
          card_brand: order.card.brand,
          card_last4: order.card.last4,
          created_at: order.now,
          cancellable_until: addMs(order.now, POLICY.cancelOrAddressChangeMinutes * MINUTE_MS),
        })
        .onConflictDoNothing({ target: orders.order_number })
        .returning({ id: orders.id, order_number: orders.order_number });
    }
    const orderId = created.id;
    const items = await tx
      .insert(order_items)
      .values(
        order.lines.map((line) => {
          const money = priced.get(line.lineId)!;
          return {
            order_id: orderId,
            vendor_id: line.vendorId,
            product_id: line.productId,
            size_id: line.sizeId,
            product_name: line.name,
            brand: line.brand,
            colour: line.colour,
            unit: line.unit,
            qty: line.qty,
            unit_price_cents: money.unitPriceCents,
            final_price_cents: money.finalPriceCents,
            contractor_markup_cents: money.contractorMarkupCents,
            admin_profit_inclusive_tax_cents: money.adminProfitInclusiveTaxCents,
            line_total_cents: money.grossCents,
            status: FIRST_STATUS,
            status_date: order.now,
          };
        }),
      )
      .returning({ id: order_items.id });
    await tx.insert(order_item_status_changes).values(
      items.map((item) => ({
        order_id: orderId,
        order_item_id: item.id,
        status: FIRST_STATUS,
        changed_at: order.now,
      })),
    );
    const linked = await tx
      .update(payments)
      .set({ order_id: orderId, updated_at: order.now })
      .where(
        and(eq(payments.id, order.paymentId), eq(payments.state, 'authorized'), isNull(payments.order_id)),
      )
      .returning({ id: payments.id });
    // Voided by the settler meanwhile (a checkout stalled for minutes): no order without its money.
    if (linked.length === 0) throw new Error(`payment ${order.paymentId} is no longer open for an order`);
    await tx.delete(project_tans).where(
      and(
        eq(project_tans.project_id, order.cartId),
        inArray(
          project_tans.id,
          order.lines.map((line) => line.lineId),
        ),
      ),
    );
    await tx.insert(notifications).values(orderNotifications(order, created));
    return { orderId, orderNumber: created.order_number };
  });
}

/** The in-app notices of a new order: the homeowner's, each vendor's (once) and the pro's. */
function orderNotifications(
  order: NewOrder,
  created: { id: number; order_number: string },
): (typeof notifications.$inferInsert)[] {
  const link = yourOrderPath(created.id);
  const vendors = [...new Set(order.lines.map((line) => line.vendorId))];
  const rows: (typeof notifications.$inferInsert)[] = [
    {
      user_id: order.userId,
      title: ORDER_MESSAGES.placedNoticeTitle,
      message: formatMessage(ORDER_MESSAGES.placedNoticeText, {
        order: created.order_number,
        hours: POLICY.orderProcessingHours,
      }),
      link,
      created_at: order.now,
    },
    ...vendors.map((vendorId) => {
      const count = order.lines.filter((line) => line.vendorId === vendorId).length;
      return {
        user_id: vendorId,
        title: ORDER_MESSAGES.vendorNoticeTitle,
        message: formatMessage(ORDER_MESSAGES.vendorNoticeText, { order: created.order_number, count }),
        link,
        created_at: order.now,
      };
    }),
  ];
  if (order.showroomId !== null) {
    rows.push({
      user_id: order.showroomId,
      title: ORDER_MESSAGES.proNoticeTitle,
      message: formatMessage(ORDER_MESSAGES.proNoticeText, { order: created.order_number }),
      link,
      created_at: order.now,
    });
  }
  return rows;
}
