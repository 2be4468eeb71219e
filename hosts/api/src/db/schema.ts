/**
 * Every table of the modules and providers, gathered for drizzle-kit (migrations) and for
 * db/client.ts (the typed client) only; everything else imports the *-schema.ts file it needs.
 */

export * from '../modules/admin-audit/admin-audit-schema.ts';
export * from '../modules/ai-design/ai-accounts-schema.ts';
export * from '../modules/ai-design/ai-credits-schema.ts';
export * from '../modules/ai-design/ai-designs-schema.ts';
export * from '../modules/carts/cart-handoffs-schema.ts';
export * from '../modules/carts/project-rooms-schema.ts';
export * from '../modules/carts/project-tans-schema.ts';
export * from '../modules/carts/projects-schema.ts';
export * from '../modules/catalog/catalog-schema.ts';
export * from '../modules/checkout/checkout-claims-schema.ts';
export * from '../modules/checkout/stock-reservations-schema.ts';
export * from '../modules/designer-hires/designer-hires-schema.ts';
export * from '../modules/embed-health/embed-health-schema.ts';
export * from '../modules/identity/access-tokens-schema.ts';
export * from '../modules/identity/admin-otp-codes-schema.ts';
export * from '../modules/identity/one-time-tokens-schema.ts';
export * from '../modules/identity/shipping-addresses-schema.ts';
export * from '../modules/identity/social-accounts-schema.ts';
export * from '../modules/identity/users-schema.ts';
export * from '../modules/invites/invites-schema.ts';
export * from '../modules/leads/sample-requests-schema.ts';
export * from '../modules/money/coupons-schema.ts';
export * from '../modules/notifications/notifications-schema.ts';
export * from '../modules/orders/orders-schema.ts';
export * from '../modules/payments/payment-methods-schema.ts';
export * from '../modules/payments/payment-refunds-schema.ts';
export * from '../modules/payments/payments-schema.ts';
export * from '../modules/payouts/bank-accounts-schema.ts';
export * from '../modules/payouts/vendor-payouts-schema.ts';
export * from '../modules/plans/plans-schema.ts';
export * from '../modules/project-access/project-designers-schema.ts';
export * from '../modules/project-chat/project-chat-schema.ts';
export * from '../modules/project-checklist/project-checklist-schema.ts';
export * from '../modules/project-files/project-files-schema.ts';
export * from '../modules/pros/lead-statuses-schema.ts';
export * from '../modules/pros/payouts-schema.ts';
export * from '../modules/pros/pro-applications-schema.ts';
export * from '../modules/pros/pro-pictures-schema.ts';
export * from '../modules/pros/pro-profiles-schema.ts';
export * from '../modules/pros/showroom-day-counts-schema.ts';
export * from '../modules/settings/settings-schema.ts';
export * from '../modules/showrooms/showrooms-schema.ts';
export * from '../modules/vendor-imports/vendor-imports-schema.ts';
export * from '../modules/vendors/product-photos-schema.ts';
export * from '../providers/live-events/live-events-schema.ts';
export * from '../providers/payment-gateways/sandbox-gateway-schema.ts';
export * from '../providers/rate-limits/rate-limit-counters-schema.ts';
