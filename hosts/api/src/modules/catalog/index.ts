/**
 * Catalog: categories, brands, products and sizes; listing, detail, rails and the shown price.
 * Other modules, flows and routes use only what this file exports, and the tables (*-schema.ts).
 */
export { type CatalogService, createCatalogService } from './catalog-service.ts';
export { type CategoryLookup, carriesCategory, menuTree, topCategoryOf } from './category-index.ts';
export { normaliseListQuery } from './list-query.ts';
export { shownUnit } from './product-detail.ts';
export type { RailKind } from './product-rails.ts';
export { type Restock, restockSizes } from './restock.ts';
export { PLATFORM_CONTEXT, type ShowroomContext, type ShowroomContexts } from './showroom-context.ts';
