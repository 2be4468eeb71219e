import { shellPath, yourOrderPath } from '@showroom/contract';
import type { OrderMoney } from '@showroom/contract/money';
import { inArray } from 'drizzle-orm';
import {
  type MailVendorItems,
  newOrderMail,
  orderConfirmationMail,
} from '../../providers/mail/templates/order-mails.ts';
import { users } from '../identity/users-schema.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import type { CheckoutLine } from './checkout-lines.ts';
import type { WrittenOrder } from './write-order.ts';

export interface PlacedOrder extends WrittenOrder {
  userId: number;
  showroomId: number | null;
  lines: readonly CheckoutLine[];
  money: OrderMoney;
  card: { brand: string; last4: string };
}

/** Lines grouped by vendor (vendors in cart order), each priced by `amount`. */
function byVendor(lines: readonly CheckoutLine[], amount: (line: CheckoutLine) => number): MailVendorItems[] {
  const groups = new Map<number, MailVendorItems>();
  for (const line of lines) {
    const group = groups.get(line.vendorId) ?? { vendor: line.vendor, items: [] };
    group.items.push({ name: line.name, qty: line.qty, unit: line.unit, amountCents: amount(line) });
    groups.set(line.vendorId, group);
  }
  return [...groups.values()];
}

/**
 * Mails of a new order, composed and sent in the background (the purchase never waits for mail):
 * the homeowner's confirmation, each vendor's notice with only their items at their price, and the
 * pro's notice with the whole order.
 */
export function mailNewOrder(deps: CheckoutDeps, order: PlacedOrder): void {
  deps.mailer.sendLater(async () => {
    const { app_name, support_email } = await deps.settings.read();
    const vendorIds = [...new Set(order.lines.map((line) => line.vendorId))];
    const people = await deps.db
      .select({ id: users.id, email: users.email, first_name: users.first_name })
      .from(users)
      .where(
        inArray(users.id, [order.userId, ...vendorIds, ...(order.showroomId ? [order.showroomId] : [])]),
      );
    const person = new Map(people.map((row) => [row.id, row]));
    const link = `${deps.platformOrigin}${shellPath(yourOrderPath(order.orderId))}`;
    const common = { appName: app_name, supportEmail: support_email, orderNumber: order.orderNumber };
    const gross = new Map(order.money.lines.map((line) => [line.lineId, line.grossCents]));
    const buyer = person.get(order.userId);
    if (buyer) {
      deps.mailer.send(
        orderConfirmationMail({
          ...common,
          link,
          to: buyer.email,
          firstName: buyer.first_name,
          vendors: byVendor(order.lines, (line) => gross.get(line.lineId) ?? 0),
          money: order.money,
          card: order.card,
        }),
      );
    }
    for (const vendorId of vendorIds) {
      const vendor = person.get(vendorId);
      if (!vendor) continue;
      const own = order.lines.filter((line) => line.vendorId === vendorId);
      deps.mailer.send(
        newOrderMail({
          ...common,
          to: vendor.email,
          firstName: vendor.first_name,
          role: 'vendor',
          vendors: byVendor(own, (line) => line.wholesaleCents * line.qty),
        }),
      );
    }
    const pro = order.showroomId === null ? undefined : person.get(order.showroomId);
    if (!pro) return null;
    return newOrderMail({
      ...common,
      to: pro.email,
      firstName: pro.first_name,
      role: 'pro',
      vendors: byVendor(order.lines, (line) => gross.get(line.lineId) ?? 0),
    });
  });
}
