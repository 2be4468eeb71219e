/**
 * Embed health (decision 0087): what embed.js met on the pros' pages (their elements, blocked CSP
 * directives, remotes that failed), one row per page, and the console's view of it per site.
 * Other modules, flows and routes use only what this file exports, and the table (*-schema.ts).
 */
export { createEmbedHealthService, type EmbedHealthService } from './embed-health-service.ts';
