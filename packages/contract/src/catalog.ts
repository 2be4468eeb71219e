/**
 * `@showroom/contract/catalog`: category menu, product list, product detail, rails and brands. A
 * separate entry (and federation share key) so widgets that never browse the catalogue, like the
 * showroom entry, do not download these schemas.
 */
export * from './catalog/brands.ts';
export * from './catalog/catalog-messages.ts';
export * from './catalog/category-menu.ts';
export * from './catalog/picture-requests.ts';
export * from './catalog/product-card.ts';
export * from './catalog/product-detail.ts';
export * from './catalog/product-list.ts';
export * from './catalog/product-rails.ts';
export * from './catalog/request-fields.ts';
