import { formatMessage } from '@showroom/contract';
import { dollars, effectiveMarkupPercent, toCents } from '@showroom/contract/money';
import { COUPON_MESSAGES, type CouponCreate, type CouponTerms, type ProCoupon } from '@showroom/contract/pro';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { orders } from '../orders/orders-schema.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { coupons } from './coupons-schema.ts';

/** Orders (not cancelled) placed with a code, and the sum of their discounts in cents. */
const usedWith = sql`from ${orders}
  where upper(${orders.coupon_code}) = upper(${coupons.code}) and ${orders.state} <> 'cancelled'`;
const usage = {
  uses: sql<number>`(select count(*)::int ${usedWith})`,
  discountCents: sql<number>`(select coalesce(sum(${orders.discount_cents}), 0)::int ${usedWith})`,
};

const COLUMNS = {
  id: coupons.id,
  code: coupons.code,
  percent_off_bp: coupons.percent_off_bp,
  amount_off_cents: coupons.amount_off_cents,
  expires_at: coupons.expires_at,
  max_uses: coupons.max_uses,
  max_uses_per_customer: coupons.max_uses_per_customer,
  active: coupons.active,
  created_at: coupons.created_at,
  ...usage,
};

type Row = {
  id: number;
  code: string;
  percent_off_bp: number | null;
  amount_off_cents: number | null;
  expires_at: Date | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  active: boolean;
  created_at: Date;
  uses: number;
  discountCents: number;
};

function toProCoupon(row: Row): ProCoupon {
  const percent = row.percent_off_bp !== null;
  return {
    id: row.id,
    code: row.code,
    discount_type: percent ? 'percent' : 'amount',
    discount_value: percent ? (row.percent_off_bp ?? 0) / 100 : dollars(row.amount_off_cents ?? 0),
    expires_at: row.expires_at?.toISOString() ?? null,
    max_uses: row.max_uses,
    max_uses_per_customer: row.max_uses_per_customer,
    active: row.active,
    uses: Number(row.uses),
    discount_total: dollars(Number(row.discountCents)),
    created_at: row.created_at.toISOString(),
  };
}

/** The columns a coupon's terms are stored in: exactly one of percent (basis points) and amount (cents). */
function termColumns(terms: CouponTerms) {
  const percent = terms.discount_type === 'percent';
  return {
    percent_off_bp: percent ? Math.round(terms.discount_value * 100) : null,
    amount_off_cents: percent ? null : toCents(terms.discount_value),
    expires_at: terms.expires_at === null ? null : new Date(terms.expires_at),
    max_uses: terms.max_uses,
    max_uses_per_customer: terms.max_uses_per_customer,
    active: terms.active,
  };
}

/**
 * Spec §6: coupons are never above the markup. An active percent coupon above the showroom's markup is
 * refused with the reason; a switched-off one may keep it (so a pro who lowered the markup can still
 * deactivate it). An amount coupon cannot be compared with a percent: checkout cuts it to the order's markup.
 */
async function refuseAboveMarkup(db: Database, showroom: number, terms: CouponTerms): Promise<void> {
  if (terms.discount_type !== 'percent' || !terms.active) return;
  const [profile] = await db
    .select({ markup: shop_profiles.markup_percent })
    .from(shop_profiles)
    .where(eq(shop_profiles.user_id, showroom));
  const markup = effectiveMarkupPercent(profile?.markup);
  if (terms.discount_value > markup) {
    throw fieldError('discount_value', formatMessage(COUPON_MESSAGES.aboveMarkup, { markup }));
  }
}

const ownCoupon = (showroom: number, id: number) =>
  and(eq(coupons.id, id), eq(coupons.showroom_id, showroom));

async function findOwn(db: Database, showroom: number, id: number): Promise<ProCoupon | null> {
  const [row] = await db.select(COLUMNS).from(coupons).where(ownCoupon(showroom, id));
  return row ? toProCoupon(row) : null;
}

/** A pro's coupons (issue #23): list, create, edit; another showroom's code is never theirs (null: 404). */
export interface ProCoupons {
  list(showroom: number): Promise<ProCoupon[]>;
  /** Creates a code; 422 on `code` when taken (whatever its case, on the whole platform). */
  create(showroom: number, input: CouponCreate): Promise<ProCoupon>;
  /** Changes its terms; null when the showroom has no such coupon. */
  update(showroom: number, id: number, terms: CouponTerms): Promise<ProCoupon | null>;
}

export function createProCoupons(db: Database, clock: Clock): ProCoupons {
  return {
    async list(showroom) {
      const rows = await db
        .select(COLUMNS)
        .from(coupons)
        .where(eq(coupons.showroom_id, showroom))
        .orderBy(desc(coupons.id));
      return rows.map(toProCoupon);
    },
    async create(showroom, input) {
      await refuseAboveMarkup(db, showroom, input);
      const code = input.code.toUpperCase();
      const [taken] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(sql`upper(${coupons.code}) = ${code}`);
      if (taken) throw fieldError('code', COUPON_MESSAGES.codeTaken);
      try {
        const [row] = await db
          .insert(coupons)
          .values({
            code,
            showroom_id: showroom,
            ...termColumns(input),
            created_at: clock.now(),
            updated_at: clock.now(),
          })
          .returning({ id: coupons.id });
        return (await findOwn(db, showroom, row!.id))!;
      } catch (error) {
        // Two creates of one code racing past the check: the unique index decides.
        if (isUniqueViolation(error)) throw fieldError('code', COUPON_MESSAGES.codeTaken);
        throw error;
      }
    },
    async update(showroom, id, terms) {
      if (!(await findOwn(db, showroom, id))) return null;
      await refuseAboveMarkup(db, showroom, terms);
      const [row] = await db
        .update(coupons)
        .set({ ...termColumns(terms), updated_at: clock.now() })
        .where(ownCoupon(showroom, id))
        .returning({ id: coupons.id });
      return row ? findOwn(db, showroom, row.id) : null;
    },
  };
}
