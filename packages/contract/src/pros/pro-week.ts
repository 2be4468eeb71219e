import { z } from 'zod/mini';
import { envelopeSchema } from '../envelope/envelope.ts';

/** How many days the console's home looks back, today included. */
export const PRO_WEEK_DAYS = 7;

const figures = {
  embed_visits: z.int(),
  shell_visits: z.int(),
  product_views: z.int(),
  /** Carts started in the showroom. */
  carts: z.int(),
  /** Orders placed (cancelled ones left out). */
  orders: z.int(),
  /** What those orders' buyers paid, in US dollars. */
  revenue: z.number(),
  /** The pro's profit from those orders: markup × qty, negative for returns (spec §6), in US dollars. */
  profit: z.number(),
  /** Sample requests and registrations. */
  leads: z.int(),
};
export const proWeekDaySchema = z.object({ day: z.string(), ...figures });
export type ProWeekDay = z.infer<typeof proWeekDaySchema>;

/** `GET /api/pro/week`: the last `PRO_WEEK_DAYS` UTC days of the pro's showroom, oldest first, and their totals. */
export const proWeekSchema = z.object({ days: z.array(proWeekDaySchema), totals: z.object(figures) });
export type ProWeek = z.infer<typeof proWeekSchema>;
export const proWeekResponseSchema = envelopeSchema(proWeekSchema);
export type ProWeekResponse = z.infer<typeof proWeekResponseSchema>;
