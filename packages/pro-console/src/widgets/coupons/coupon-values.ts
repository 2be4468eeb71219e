import type { CouponDiscountType, CouponTerms, ProCoupon } from '@showroom/contract/pro';

/** The coupon form's boxes, every one as typed (nothing typed is lost on a refusal). */
export interface CouponValues {
  code: string;
  discount_type: CouponDiscountType;
  discount_value: string;
  /** `YYYY-MM-DD` of a date box, or empty for no expiry. */
  expires_on: string;
  max_uses: string;
  max_uses_per_customer: string;
  active: boolean;
}

export const NEW_COUPON: CouponValues = {
  code: '',
  discount_type: 'percent',
  discount_value: '',
  expires_on: '',
  max_uses: '',
  max_uses_per_customer: '1',
  active: true,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day (the pro's own time zone) of an instant, as a date box holds it. */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A code works through the day the pro picks: it stops at the end of that day in the pro's own time
 * zone (the spec is silent; decision 0086). Null for an empty box; the box's text when it is no date
 * (the contract then refuses it with its message).
 */
export function expiryOf(day: string): string | null {
  if (day.trim() === '') return null;
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
}

/** An empty box is "no limit"; anything else is sent as typed, for the contract to check. */
const limitOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export function termsOf(values: CouponValues): CouponTerms {
  return {
    discount_type: values.discount_type,
    discount_value: values.discount_value.trim() === '' ? Number.NaN : Number(values.discount_value),
    expires_at: expiryOf(values.expires_on),
    max_uses: limitOf(values.max_uses),
    max_uses_per_customer: limitOf(values.max_uses_per_customer),
    active: values.active,
  };
}

export function valuesOf(coupon: ProCoupon): CouponValues {
  return {
    code: coupon.code,
    discount_type: coupon.discount_type,
    discount_value: String(coupon.discount_value),
    expires_on: coupon.expires_at ? dayOf(coupon.expires_at) : '',
    max_uses: coupon.max_uses === null ? '' : String(coupon.max_uses),
    max_uses_per_customer: coupon.max_uses_per_customer === null ? '' : String(coupon.max_uses_per_customer),
    active: coupon.active,
  };
}
