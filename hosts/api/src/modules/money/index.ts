/**
 * Money: the one read of the pros' markups with its one cache, the coupons table and its check, and
 * the size a cart line is priced at. The rules themselves are `@showroom/contract/money`.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 * A pro changing their markup writes it; the showroom change notice makes every process's
 * `ShowroomMarkups.forget(showroom)` (the catalogue service listens, decision 0086). Coupons are read
 * afresh on every check: nothing to drop.
 */

export { couponLimitMessage } from './coupon-limits.ts';
export { type CouponCheck, type CouponUse, checkCoupon } from './coupons.ts';
export { lineSizeId } from './line-size.ts';
export { createProCoupons, type ProCoupons } from './pro-coupons.ts';
export { createShowroomMarkups, type ShowroomMarkups } from './showroom-markups.ts';
