/**
 * Money: the one read of the pros' markups with its one cache, the coupons table and its check, and
 * the size a cart line is priced at. The rules themselves are `@showroom/contract/money`.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 * A pro changing their markup: validate with the contract's `effectiveMarkupPercent`/`MARKUP`, write
 * it, then `ShowroomMarkups.forget(showroom)`. Coupons are read afresh on every check: nothing to drop.
 */
export { type CouponCheck, checkCoupon } from './coupons.ts';
export { lineSizeId } from './line-size.ts';
export { createShowroomMarkups, type ShowroomMarkups } from './showroom-markups.ts';
