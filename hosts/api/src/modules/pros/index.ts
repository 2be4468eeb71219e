/**
 * Pros: Contractors' and Designers' applications, their approval (which opens the showroom), and the
 * console's home. Sign-up itself is identity's (it makes the account); the showroom's site origins are
 * the showrooms module's.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export type { ApprovedPro } from './approve-pro.ts';
export {
  type BatchedViewCounts,
  createBatchedViewCounts,
  VIEW_COUNT_BATCH_MS,
} from './batched-view-counts.ts';
export { payoutBalancesFor } from './payout-ledger.ts';
export { shopUrlOf } from './pro-home.ts';
export { contentTypeOf } from './pro-pictures.ts';
export { findDesignerPublicProfile } from './pro-profile.ts';
export { CONSOLE_PATH, createProsService, type ProsService } from './pros-service.ts';
export type { DayCounter } from './showroom-day-counts-schema.ts';
