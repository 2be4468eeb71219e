/**
 * Page metadata: the title, description and picture of a shop page for the shell's HTML.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { createPageMetaService, type PageMeta, type PageMetaService } from './page-meta.ts';
