import { FIRST_ORDER_ITEM_STATUS, ORDER_ITEM_STATUSES } from '@showroom/contract/orders';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from '../carts/projects-schema.ts';
import { product_sizes, products } from '../catalog/catalog-schema.ts';
import { users } from '../identity/users-schema.ts';

const statusValues = sql.raw(ORDER_ITEM_STATUSES.map(({ value }) => `'${value}'`).join(', '));
const cents = () => integer().notNull();

/** Order-level state: placed until the homeowner cancels within the cancel window (spec §9: 60 minutes). */
export const ORDER_STATES = ['placed', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/**
 * One checkout (one payment): the homeowner's purchase in one showroom. Money in integer cents, fixed
 * at purchase; the shipping address and the card's display data are copied so later profile changes
 * do not rewrite history.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** What the homeowner reads and quotes, e.g. `SR-7K3M9Q2T`. */
    order_number: text().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The pro whose showroom sold it (their markup is in the prices); null if the pro was deleted. */
    showroom_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The cart it was bought from; its lines are emptied by the purchase. */
    project_id: integer().references(() => projects.id, { onDelete: 'set null' }),
    state: text({ enum: ORDER_STATES }).notNull().default('placed'),
    subtotal_cents: cents(),
    discount_cents: cents(),
    shipping_cents: cents(),
    tax_cents: cents(),
    total_cents: cents(),
    coupon_code: text(),
    shipping_street: text().notNull(),
    shipping_apartment: text(),
    shipping_city: text().notNull(),
    shipping_state: text().notNull(),
    shipping_zip_code: text().notNull(),
    card_brand: text().notNull(),
    card_last4: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** created_at + the cancel window: until then the homeowner may cancel or change the address. */
    cancellable_until: timestamp({ withTimezone: true }).notNull(),
    cancelled_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_order_number_unique').on(t.order_number),
    index('orders_user_created_idx').on(t.user_id, t.created_at.desc(), t.id.desc()),
    // The console's Orders list and its count: one showroom's orders, newest first (decision 0088).
    index('orders_showroom_created_idx').on(t.showroom_id, t.created_at.desc(), t.id.desc()),
    // The admin's Orders list and its pages: every order, newest first (decision 0096).
    index('orders_created_idx').on(t.created_at.desc(), t.id.desc()),
    // A coupon's uses and cost (the console's list, the usage limits' trigger), matched as codes are.
    index('orders_coupon_code_upper_idx').on(sql`upper(${t.coupon_code})`),
    check('orders_state_check', sql`${t.state} in ('placed', 'cancelled')`),
    check('orders_card_last4_check', sql`${t.card_last4} ~ '^[0-9]{4}$'`),
    check(
      'orders_money_check',
      sql`${t.subtotal_cents} >= 0 and ${t.discount_cents} >= 0 and ${t.shipping_cents} >= 0 and ${t.tax_cents} >= 0 and ${t.total_cents} >= 0`,
    ),
  ],
);

/**
 * One cart line of an order (spec §3 Order item), fulfilled by its vendor. Per-unit money in cents:
 * `final_price_cents` is the vendor's (wholesale) price, `contractor_markup_cents` the pro's markup,
 * `unit_price_cents` what the homeowner paid (their sum); `admin_profit_inclusive_tax_cents` is the
 * platform's share of the whole line (decision 0050).
 */
export const order_items = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    vendor_id: integer().references(() => users.id, { onDelete: 'set null' }),
    product_id: integer().references(() => products.id, { onDelete: 'set null' }),
    size_id: integer().references(() => product_sizes.id, { onDelete: 'set null' }),
    product_name: text().notNull(),
    brand: text().notNull(),
    colour: text(),
    unit: text().notNull(),
    qty: integer().notNull(),
    unit_price_cents: cents(),
    final_price_cents: cents(),
    contractor_markup_cents: cents(),
    admin_profit_inclusive_tax_cents: cents(),
    line_total_cents: cents(),
    status: text().notNull().default(FIRST_ORDER_ITEM_STATUS),
    status_date: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.order_id),
    index('order_items_vendor_idx').on(t.vendor_id, t.id.desc()),
    // The vendor's Order items filtered by status, newest first (decision 0096).
    index('order_items_vendor_status_idx').on(t.vendor_id, t.status, t.id.desc()),
    // The admin's Orders filtered by an item status: the orders holding one, from the index alone (decision 0101).
    index('order_items_status_order_idx').on(t.status, t.order_id),
    check('order_items_qty_check', sql`${t.qty} > 0`),
    check('order_items_status_check', sql`${t.status} in (${statusValues})`),
  ],
);

/** Every status an item has had, with its date and who set it: the order's timeline across vendors. */
export const order_item_status_changes = pgTable(
  'order_item_status_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    order_item_id: integer()
      .notNull()
      .references(() => order_items.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    /** Null for the system (the purchase itself, a cancellation job). */
    changed_by: integer().references(() => users.id, { onDelete: 'set null' }),
    changed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_item_status_changes_order_idx').on(t.order_id, t.changed_at, t.id),
    check('order_item_status_changes_status_check', sql`${t.status} in (${statusValues})`),
  ],
);
