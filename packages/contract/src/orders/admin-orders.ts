import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '../constants/constants.ts';
import { envelopeSchema, paginatorSchema } from '../envelope/envelope.ts';
import { dayField, dayRangeCheck } from '../validation/day-field.ts';
import { intField, MAX_ID } from '../validation/query-params.ts';
import { orderItemStatusSchema, orderStateSchema } from './order-detail.ts';
import { ORDER_LIST_MAX_PAGE_SIZE } from './vendor-order-items.ts';

/** An optional id filter: empty means all. */
const idFilter = (label: string) => z.optional(z.union([intField(label, 1, MAX_ID), z.literal('')]));

/**
 * `GET /api/admin/orders`: every order, newest first. `showroom`: the pro's user id; `vendor`: orders
 * with an item of that vendor; `status`: orders with an item in that status; `from`/`to`: the days
 * they were placed (inclusive, UTC days).
 */
export const adminOrderQuerySchema = z
  .object({
    page: z._default(intField('page', 1, MAX_ID), 1),
    per_page: z._default(intField('per page', 1, ORDER_LIST_MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
    showroom: idFilter('showroom'),
    vendor: idFilter('vendor'),
    status: z.optional(z.union([orderItemStatusSchema, z.literal('')])),
    from: dayField('from date'),
    to: dayField('to date'),
  })
  .check(dayRangeCheck);
export type AdminOrderQuery = z.input<typeof adminOrderQuerySchema>;
export type AdminOrderFilters = Omit<z.output<typeof adminOrderQuerySchema>, 'page' | 'per_page'>;

/** A row of the admin's Orders: money in US dollars; `profit` is the platform's (negative for returns). */
export const adminOrderSchema = z.object({
  id: z.int(),
  order_number: z.string(),
  created_at: z.string(),
  state: orderStateSchema,
  showroom_id: z.nullable(z.int()),
  showroom: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  item_count: z.int(),
  /** The distinct statuses of its items, in the order of the 14 statuses. */
  statuses: z.array(orderItemStatusSchema),
  total: z.number(),
  profit: z.number(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderPageResponseSchema = envelopeSchema(paginatorSchema(adminOrderSchema));
export type AdminOrderPageResponse = z.infer<typeof adminOrderPageResponseSchema>;

/** `GET /api/admin/order_filters`: the showrooms and vendors the filters offer, by name. */
export const adminOrderFilterOptionsSchema = z.object({
  showrooms: z.array(z.object({ id: z.int(), name: z.string() })),
  vendors: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type AdminOrderFilterOptions = z.infer<typeof adminOrderFilterOptionsSchema>;
export const adminOrderFilterOptionsResponseSchema = envelopeSchema(adminOrderFilterOptionsSchema);
export type AdminOrderFilterOptionsResponse = z.infer<typeof adminOrderFilterOptionsResponseSchema>;
