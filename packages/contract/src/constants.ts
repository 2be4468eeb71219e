/**
 * `@showroom/contract/constants`: the spec's constants and storage keys without any schema (no zod),
 * for code that must stay tiny, like embed.js. The base constants, storage keys and event names are
 * also in the base entry; the content constants, remotes and the shell's own texts only here. The route paths are in
 * the base entry (core needs them, so every widget loads them anyway); only the shell's base path is here too, for
 * embed.js.
 */
export * from './constants/constants.ts';
export * from './constants/content-constants.ts';
export * from './constants/element-reserved-sizes.ts';
export * from './constants/page-descriptions.ts';
export * from './constants/remotes.ts';
export * from './constants/request-headers.ts';
export { SHELL_BASE_PATH } from './constants/route-paths.ts';
export * from './constants/session-handoff.ts';
export * from './constants/showroom-events.ts';
export * from './constants/site-origin.ts';
export * from './constants/storage-keys.ts';
export * from './messages/shell-messages.ts';
export * from './messages/site-origin-messages.ts';
export * from './pictures/pictures.ts';
