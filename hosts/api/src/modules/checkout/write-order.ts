import { formatMessage, ROUTE_PATHS, yourOrderPath } from '@showroom/contract';
import { POLICY } from '@showroom/contract/constants';
import type { OrderMoney } from '@showroom/contract/money';
import { FIRST_ORDER_ITEM_STATUS, ORDER_MESSAGES } from '@showroom/contract/orders';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { addMs, MINUTE_MS } from '../../providers/clock/clock.ts';
import { couponLimitMessage } from '../money/index.ts';
import type { CheckoutLine, ShippingAddress } from './checkout-lines.ts';
import { newOrderNumber } from './order-number.ts';

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
  /** The checkout's key: its stock holds (deleted, the units are sold) and its claim on the cart. */
  holdKey: string;
  now: Date;
}

export interface WrittenOrder {
  orderId: number;
  orderNumber: string;
}

/**
 * Writes the order as one statement (data-modifying CTEs, so it is atomic without a transaction and
 * costs one round trip: the purchase's hottest path): the order with its money and copies of address
 * and card, one item per line (vendor, prices, the vendor/pro/platform split), each item's first
 * status, the payment linked, the bought lines out of the cart, the attempt's cart claim closed with
 * its order, and the in-app notices (homeowner, each vendor, the pro). Nothing is written unless the
 * payment is still an open authorization (not voided by the settler meanwhile), the attempt still
 * holds the cart's claim (locked here, so a takeover waits or wins) and every bought line is still in
 * the cart: one cart, one order (issue #21); null then.
 */
async function insertOrder(db: Database, order: NewOrder, orderNumber: string): Promise<number | null> {
  const priced = new Map(order.money.lines.map((line) => [line.lineId, line]));
  const items = order.lines.map((line, index) => {
    const money = priced.get(line.lineId)!;
    return {
      ord: index,
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
    };
  });
  const { money, address, now } = order;
  const cancellableUntil = addMs(now, POLICY.cancelOrAddressChangeMinutes * MINUTE_MS);
  const lineIds = `{${order.lines.map((line) => line.lineId).join(',')}}`;
  const result = await db.execute(sql`
    with claim as (
      select hold_key from checkout_claims
      where hold_key = ${order.holdKey} and cart_id = ${order.cartId} and order_id is null for update
    ), o as (
      insert into orders (order_number, user_id, showroom_id, project_id, subtotal_cents, discount_cents,
        shipping_cents, tax_cents, total_cents, coupon_code, shipping_street, shipping_apartment,
        shipping_city, shipping_state, shipping_zip_code, card_brand, card_last4, created_at, cancellable_until)
      select ${orderNumber}, ${order.userId}, ${order.showroomId}::int, ${order.cartId}, ${money.subtotalCents},
        ${money.discountCents}, ${money.shippingCents}, ${money.taxCents}, ${money.totalCents},
        ${order.couponCode}::text, ${address.street}, ${address.apartment}::text, ${address.city}, ${address.state},
        ${address.zip_code}, ${order.card.brand}, ${order.card.last4}, ${now.toISOString()}::timestamptz,
        ${cancellableUntil.toISOString()}::timestamptz
      where exists (select 1 from payments
        where id = ${order.paymentId} and state = 'authorized' and order_id is null)
        and exists (select 1 from claim)
        and (select count(*) from project_tans where project_id = ${order.cartId} and id = any(${lineIds}::int[]))
          = ${order.lines.length}
      on conflict (order_number) do nothing
      returning id
    ), i as (
      insert into order_items (order_id, vendor_id, product_id, size_id, product_name, brand, colour, unit, qty,
        unit_price_cents, final_price_cents, contractor_markup_cents, admin_profit_inclusive_tax_cents,
        line_total_cents, status, status_date)
      select o.id, x.vendor_id, x.product_id, x.size_id, x.product_name, x.brand, x.colour, x.unit, x.qty,
        x.unit_price_cents, x.final_price_cents, x.contractor_markup_cents, x.admin_profit_inclusive_tax_cents,
        x.line_total_cents, ${FIRST_ORDER_ITEM_STATUS}, ${now.toISOString()}::timestamptz
      from o, jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(ord int, vendor_id int, product_id int,
        size_id int, product_name text, brand text, colour text, unit text, qty int, unit_price_cents int,
        final_price_cents int, contractor_markup_cents int, admin_profit_inclusive_tax_cents int,
        line_total_cents int)
      order by x.ord
      returning id, order_id
    ), s as (
      insert into order_item_status_changes (order_id, order_item_id, status, changed_at)
      select order_id, id, ${FIRST_ORDER_ITEM_STATUS}, ${now.toISOString()}::timestamptz from i
    ), p as (
      update payments set order_id = o.id, updated_at = ${now.toISOString()}::timestamptz
      from o where payments.id = ${order.paymentId}
    ), c as (
      update checkout_claims set order_id = o.id from o where checkout_claims.hold_key = ${order.holdKey}
    ), d as (
      delete from project_tans
      where project_id = ${order.cartId} and id = any(${lineIds}::int[]) and exists (select 1 from o)
    ), h as (
      delete from stock_reservations where hold_key = ${order.holdKey} and exists (select 1 from o)
    ), n as (
      insert into notifications (user_id, title, message, link, created_at)
      select x.user_id, x.title, x.message,
        coalesce(x.link, case when x.order_link then ${ORDER_LINK_PREFIX} || o.id end),
        ${now.toISOString()}::timestamptz
      from o, jsonb_to_recordset(${JSON.stringify(orderNotices(order, orderNumber))}::jsonb)
        as x(user_id int, title text, message text, order_link boolean, link text)
    )
    select id from o`);
  const [row] = rowsOf<{ id: number }>(result);
  return row ? Number(row.id) : null;
}

/**
 * Writes the order (see insertOrder; a clash of order numbers, 1 in 2^40, is retried with another).
 * Throws if the payment was no longer open (no order without its money), the 422 "Your cart is
 * empty." if the cart was bought by another attempt meanwhile, and a 422 on `coupon_code` if its
 * coupon was used up meanwhile.
 */
export async function writeOrder(db: Database, order: NewOrder): Promise<WrittenOrder> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const orderNumber = newOrderNumber();
    const orderId = await insertOrderWithinCouponLimits(db, order, orderNumber);
    if (orderId !== null) return { orderId, orderNumber };
    const [open] = rowsOf<{ open: boolean }>(
      await db.execute(
        sql`select exists (select 1 from payments where id = ${order.paymentId} and state = 'authorized' and order_id is null) as open`,
      ),
    );
    if (!open?.open) throw new Error(`payment ${order.paymentId} is no longer open for an order`);
    if (!(await stillClaimed(db, order))) throw fieldError('cart', ORDER_MESSAGES.cartEmpty);
  }
  throw new Error('no free order number after 3 attempts');
}

/**
 * `insertOrder`, whose statement fails as a whole when the order would take its coupon over a usage
 * limit (migration 0018's trigger; another buyer took the last use meanwhile): the 422 on `coupon_code`
 * then, and the flow undoes the steps before (nothing charged, stock given back).
 */
async function insertOrderWithinCouponLimits(
  db: Database,
  order: NewOrder,
  orderNumber: string,
): Promise<number | null> {
  try {
    return await insertOrder(db, order, orderNumber);
  } catch (error) {
    const refused = couponLimitMessage(error);
    if (refused) throw fieldError('coupon_code', refused);
    throw error;
  }
}

/** The attempt still holds the cart's claim and every line it buys is still in the cart. */
async function stillClaimed(db: Database, order: NewOrder): Promise<boolean> {
  const lineIds = `{${order.lines.map((line) => line.lineId).join(',')}}`;
  const [row] = rowsOf<{ claimed: boolean }>(
    await db.execute(sql`
      select exists (select 1 from checkout_claims
          where hold_key = ${order.holdKey} and cart_id = ${order.cartId} and order_id is null)
        and (select count(*) from project_tans where project_id = ${order.cartId} and id = any(${lineIds}::int[]))
          = ${order.lines.length} as claimed`),
  );
  return row?.claimed === true;
}

/** `yourOrderPath` of the order being inserted, but for its id, which the statement appends. */
const ORDER_LINK_PREFIX = yourOrderPath(0).slice(0, -1);

/**
 * The in-app notices of a new order: the homeowner's, linking the order; each vendor's (once) and
 * the pro's, without a link (their order screens come in a later issue, as for cancellations).
 */
interface OrderNotice {
  user_id: number;
  title: string;
  message: string;
  order_link: boolean;
  /** A fixed link instead: a vendor's notice opens their Order items (decision 0096). */
  link?: string;
}

function orderNotices(order: NewOrder, orderNumber: string): OrderNotice[] {
  const vendors = [...new Set(order.lines.map((line) => line.vendorId))];
  const rows: OrderNotice[] = [
    {
      user_id: order.userId,
      title: ORDER_MESSAGES.placedNoticeTitle,
      message: formatMessage(ORDER_MESSAGES.placedNoticeText, {
        order: orderNumber,
        hours: POLICY.orderProcessingHours,
      }),
      order_link: true,
    },
    ...vendors.map((vendorId) => {
      const count = order.lines.filter((line) => line.vendorId === vendorId).length;
      return {
        user_id: vendorId,
        title: ORDER_MESSAGES.vendorNoticeTitle,
        message: formatMessage(ORDER_MESSAGES.vendorNoticeText, { order: orderNumber, count }),
        order_link: false,
        link: ROUTE_PATHS.vendorOrderItems,
      };
    }),
  ];
  if (order.showroomId !== null) {
    rows.push({
      user_id: order.showroomId,
      title: ORDER_MESSAGES.proNoticeTitle,
      message: formatMessage(ORDER_MESSAGES.proNoticeText, { order: orderNumber }),
      order_link: false,
    });
  }
  return rows;
}
