/**
 * `@showroom/contract/constants`: the spec's constants and storage keys without any schema (no zod),
 * for code that must stay tiny, like embed.js. The base constants, storage keys and event names are
 * also in the base entry; the content constants, route paths and remotes only here.
 */
export * from './constants/constants.ts';
export * from './constants/content-constants.ts';
export * from './constants/page-descriptions.ts';
export * from './constants/remotes.ts';
export * from './constants/route-paths.ts';
export * from './constants/session-handoff.ts';
export * from './constants/showroom-events.ts';
export * from './constants/storage-keys.ts';
