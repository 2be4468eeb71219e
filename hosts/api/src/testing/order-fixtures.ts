/**
 * Orders written straight into the database for the order tests (so they do not depend on checkout):
 * an order with items of any vendors, each item's first status change, and a captured sandbox charge
 * with its `payments` row, as checkout leaves them.
 */
import { randomUUID } from 'node:crypto';
import { POLICY } from '@showroom/contract/constants';
import type { OrderItemStatus } from '@showroom/contract/orders';
import type { Database } from '../db/client.ts';
import { users, vendor_profiles } from '../modules/identity/users-schema.ts';
import { order_item_status_changes, order_items, orders } from '../modules/orders/orders-schema.ts';
import { payments } from '../modules/payments/payments-schema.ts';
import { MINUTE_MS } from '../providers/clock/clock.ts';
import { sandbox_charges } from '../providers/payment-gateways/sandbox-gateway-schema.ts';

export interface TestOrderItem {
  vendorId: number | null;
  productName?: string;
  sizeId?: number | null;
  productId?: number | null;
  qty?: number;
  /** Per unit, cents: the vendor's price and the pro's markup; the homeowner paid their sum. */
  finalPriceCents?: number;
  markupCents?: number;
  adminProfitCents?: number;
  status?: OrderItemStatus;
}

export interface TestOrderOptions {
  userId: number;
  showroomId?: number | null;
  items: TestOrderItem[];
  createdAt?: Date;
  /** Minutes the homeowner may cancel for; spec §9's by default. */
  cancelMinutes?: number;
}

export interface TestOrder {
  orderId: number;
  itemIds: number[];
  chargeId: string;
  totalCents: number;
}

export async function insertTestOrder(db: Database, options: TestOrderOptions): Promise<TestOrder> {
  const createdAt = options.createdAt ?? new Date();
  const lines = options.items.map((item, index) => {
    const qty = item.qty ?? 1;
    const finalPrice = item.finalPriceCents ?? 1000;
    const markup = item.markupCents ?? 200;
    return {
      vendor_id: item.vendorId,
      size_id: item.sizeId ?? null,
      product_id: item.productId ?? null,
      product_name: item.productName ?? `Test product ${index + 1}`,
      brand: 'Test Brand',
      unit: 'Piece',
      qty,
      unit_price_cents: finalPrice + markup,
      final_price_cents: finalPrice,
      contractor_markup_cents: markup,
      admin_profit_inclusive_tax_cents: item.adminProfitCents ?? 50 * qty,
      line_total_cents: (finalPrice + markup) * qty,
      status: item.status ?? 'Waiting for approval',
      status_date: createdAt,
    };
  });
  // As checkout splits money: Σ (final + markup) × qty + admin profit = what was paid. The admin
  // profit stands in for the platform's share and the tax, so the order's tax is their sum.
  const subtotalCents = lines.reduce((sum, line) => sum + line.line_total_cents, 0);
  const taxCents = lines.reduce((sum, line) => sum + line.admin_profit_inclusive_tax_cents, 0);
  const totalCents = subtotalCents + taxCents;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        order_number: `SR-${randomUUID().slice(0, 8).toUpperCase()}`,
        user_id: options.userId,
        showroom_id: options.showroomId ?? null,
        subtotal_cents: subtotalCents,
        discount_cents: 0,
        shipping_cents: 0,
        tax_cents: taxCents,
        total_cents: totalCents,
        shipping_street: '1 Main St',
        shipping_apartment: null,
        shipping_city: 'Springfield',
        shipping_state: 'IL',
        shipping_zip_code: '62701',
        card_brand: 'visa',
        card_last4: '4242',
        created_at: createdAt,
        cancellable_until: new Date(
          createdAt.getTime() + (options.cancelMinutes ?? POLICY.cancelOrAddressChangeMinutes) * MINUTE_MS,
        ),
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    const items = await tx
      .insert(order_items)
      .values(lines.map((line) => ({ ...line, order_id: orderId })))
      .returning({ id: order_items.id, status: order_items.status });
    await tx.insert(order_item_status_changes).values(
      items.map((item) => ({
        order_id: orderId,
        order_item_id: item.id,
        status: item.status,
        changed_at: createdAt,
      })),
    );
    const chargeId = `ch_sandbox_test_${randomUUID()}`;
    await tx.insert(sandbox_charges).values({
      id: chargeId,
      token: 'sandbox_card_test',
      amount_cents: totalCents,
      state: 'captured',
      idempotency_key: chargeId,
      created_at: createdAt,
    });
    await tx.insert(payments).values({
      user_id: options.userId,
      order_id: orderId,
      gateway: 'sandbox',
      authorization_id: chargeId,
      amount_cents: totalCents,
      state: 'captured',
      card_brand: 'visa',
      card_last4: '4242',
      created_at: createdAt,
      updated_at: createdAt,
    });
    return { orderId, itemIds: items.map((item) => item.id), chargeId, totalCents };
  });
}

/** A user of `type` (and a vendor profile for a vendor), for tests on an empty database. */
export async function insertTestUser(
  db: Database,
  type: 'User' | 'Vendor' | 'Contractor' | 'Admin',
  name: string,
): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      type,
      status: 'Active',
      first_name: name,
      email: `${name.toLowerCase().replaceAll(' ', '-')}-${randomUUID()}@orders.showroom.test`,
      password_hash: 'not-a-real-hash',
    })
    .returning({ id: users.id });
  if (type === 'Vendor') await db.insert(vendor_profiles).values({ user_id: user!.id, company_name: name });
  return user!.id;
}
