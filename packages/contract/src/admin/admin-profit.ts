import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';
import { dayField, dayRangeCheck } from '../validation/day-field.ts';

/** What the profit is summed by. */
export const PROFIT_GROUPS = ['month', 'showroom', 'vendor'] as const;
export type ProfitGroup = (typeof PROFIT_GROUPS)[number];
export const PROFIT_GROUP_LABELS: Readonly<Record<ProfitGroup, string>> = {
  month: 'Month',
  showroom: 'Showroom',
  vendor: 'Vendor',
};

/**
 * `GET /api/admin/profit` and `GET /api/admin/profit.csv`: the platform's profit (spec §6
 * `admin_profit_inclusive_tax`, negative for Return Request and Returned) of the items of orders placed
 * between the days (inclusive, UTC), summed by month, showroom or vendor.
 */
export const adminProfitQuerySchema = z
  .object({
    by: z._default(z.enum(PROFIT_GROUPS, { error: 'Choose month, showroom or vendor.' }), 'month'),
    from: dayField('from date'),
    to: dayField('to date'),
  })
  .check(dayRangeCheck);
export type AdminProfitQuery = z.input<typeof adminProfitQuerySchema>;
export type AdminProfitFilters = z.output<typeof adminProfitQuerySchema>;

/** One group's sum: `key` is `YYYY-MM`, a showroom's or a vendor's id; money in US dollars. */
export const adminProfitRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  items: z.int(),
  profit: z.number(),
});
export type AdminProfitRow = z.infer<typeof adminProfitRowSchema>;
export const adminProfitResponseSchema = envelopeSchema(
  z.object({ by: z.enum(PROFIT_GROUPS), rows: z.array(adminProfitRowSchema), total: z.number() }),
);
export type AdminProfitResponse = z.infer<typeof adminProfitResponseSchema>;

/** The CSV's header row after the group's own column (Month, Showroom or Vendor). */
export const ADMIN_PROFIT_CSV_COLUMNS = ['Items', 'Admin profit (USD)'] as const;
/** `GET /api/admin/profit.csv`'s answer as the client reads it: the CSV text. */
export const adminProfitCsvSchema = z.string();
