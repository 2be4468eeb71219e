/**
 * Showrooms: pros' showrooms (shop profiles, theme), the sites allowed to embed them, showroom search.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { activeProCondition, PRO_TYPES } from './pro-filters.ts';
export { latestSubscriptionOf } from './shop-profile.ts';
export { createShowroomsService, type ShowroomsService } from './showrooms-service.ts';
export type { OriginAllowList } from './site-origins.ts';
