/**
 * Plans and billing of the pros' console: buying a plan or the custom addon, renewing it monthly,
 * cancelling, and receipts (issue #23, item 9). Writes the spec's `subscriptions` rows and the shop
 * profile's addon status, which theming reads (§4).
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { createPlansService, type PlansService } from './plans-service.ts';
export { ABANDONED_PURCHASE_MINUTES, type RenewCounts } from './renew-plans.ts';
