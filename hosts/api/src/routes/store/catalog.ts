import type { FastifyPluginAsync } from 'fastify';
import { brandRoutes } from './brands.ts';
import { categoryMenuRoutes } from './category-menu.ts';
import { type ProductDetailOptions, productDetailRoutes } from './product-detail.ts';
import { productListRoutes } from './product-list.ts';
import { productRailRoutes } from './product-rails.ts';

export type CatalogRoutesOptions = ProductDetailOptions;

/**
 * The public catalogue (issue #4, spec §7): menu, product list, detail, rails and brands. No sign-in
 * needed. Pictures are their own routes (product-pictures.ts, catalogue-pictures.ts, product-picture.ts).
 */
export const catalogRoutes: FastifyPluginAsync<CatalogRoutesOptions> = async (app, options) => {
  for (const routes of [
    categoryMenuRoutes,
    productListRoutes,
    productDetailRoutes,
    productRailRoutes,
    brandRoutes,
  ]) {
    await app.register(routes, options);
  }
};
