import { z } from 'zod/mini';
import { DEFAULT_PAGE_SIZE } from '../constants/constants.ts';
import { envelopeSchema, paginatorSchema } from '../envelope/envelope.ts';
import { orderItemStatusSchema, orderStateSchema } from '../orders/order-detail.ts';
import { dayField, dayRangeCheck } from '../validation/day-field.ts';
import { intField, MAX_ID } from '../validation/query-params.ts';

/** The console's lists take at most this many rows a page (the shared pagination offers 10, 25, 50). */
export const PRO_LIST_MAX_PAGE_SIZE = 50;
/** The longest order-number or customer search the console's Orders filter takes. */
export const PRO_ORDER_SEARCH_MAX = 100;

/**
 * `GET /api/pro/orders` and `GET /api/pro/orders.csv`: the orders placed in the signed-in pro's
 * showroom, newest first. `status`: orders with at least one item in that status; `from`/`to`: the
 * days they were placed (inclusive, UTC); `q`: part of the order number, or of the customer's name or
 * e-mail. The CSV takes the same filters and ignores the page.
 */
export const proOrderQuerySchema = z
  .object({
    page: z._default(intField('page', 1, MAX_ID), 1),
    per_page: z._default(intField('per page', 1, PRO_LIST_MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
    status: z.optional(z.union([orderItemStatusSchema, z.literal('')])),
    from: dayField('from date'),
    to: dayField('to date'),
    q: z.optional(
      z
        .string()
        .check(
          z.maxLength(PRO_ORDER_SEARCH_MAX, `The search may be at most ${PRO_ORDER_SEARCH_MAX} characters.`),
        ),
    ),
  })
  .check(dayRangeCheck);
export type ProOrderQuery = z.input<typeof proOrderQuerySchema>;
export type ProOrderFilters = Omit<z.output<typeof proOrderQuerySchema>, 'page' | 'per_page'>;

/** A row of the console's Orders list: money in US dollars; `profit` is the pro's (markup × qty, negative for returns). */
export const proOrderSchema = z.object({
  id: z.int(),
  order_number: z.string(),
  created_at: z.string(),
  state: orderStateSchema,
  customer_name: z.string(),
  customer_email: z.string(),
  item_count: z.int(),
  /** The distinct statuses of its items, in the order of the 14 statuses. */
  statuses: z.array(orderItemStatusSchema),
  total: z.number(),
  profit: z.number(),
});
export type ProOrder = z.infer<typeof proOrderSchema>;
export const proOrderPageResponseSchema = envelopeSchema(paginatorSchema(proOrderSchema));
export type ProOrderPageResponse = z.infer<typeof proOrderPageResponseSchema>;

/** The CSV export's header row, in column order (what a spreadsheet shows). */
export const PRO_ORDER_CSV_COLUMNS = [
  'Order number',
  'Placed at',
  'State',
  'Customer',
  'Customer e-mail',
  'Items',
  'Item statuses',
  'Total (USD)',
  'Your profit (USD)',
] as const;

/** `GET /api/pro/orders.csv`'s answer as the client reads it: the CSV text (UTF-8 with a BOM, for spreadsheets). */
export const proOrdersCsvSchema = z.string();
