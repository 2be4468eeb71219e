/** The whole database schema; drizzle-kit reads this file to generate migrations. */
export * from './schema/catalog.ts';
export * from './schema/settings.ts';
export * from './schema/showrooms.ts';
export * from './schema/users.ts';
