/** The whole database schema; drizzle-kit reads this file to generate migrations. */
export * from './schema/access-tokens.ts';
export * from './schema/admin-otp-codes.ts';
export * from './schema/catalog.ts';
export * from './schema/notifications.ts';
export * from './schema/one-time-tokens.ts';
export * from './schema/payment-methods.ts';
export * from './schema/project-tans.ts';
export * from './schema/projects.ts';
export * from './schema/rate-limit-counters.ts';
export * from './schema/sample-requests.ts';
export * from './schema/settings.ts';
export * from './schema/shipping-addresses.ts';
export * from './schema/showrooms.ts';
export * from './schema/social-accounts.ts';
export * from './schema/users.ts';
