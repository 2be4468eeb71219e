import { audienceRoutes } from '../route-options.ts';
import { vendorOrderItemRoutes } from './order-items.ts';
import { vendorProductPhotoRoutes } from './product-photos.ts';
import { vendorAccountRoutes } from './vendor-account.ts';
import { vendorImportRoutes } from './vendor-imports.ts';
import { vendorPayoutRoutes } from './vendor-payouts.ts';
import { vendorProductRoutes } from './vendor-products.ts';

/** The vendors' routes. Vendor-only unless a route says otherwise; groups arrive with their features. */
export const vendorRoutes = audienceRoutes('vendor', [
  vendorAccountRoutes,
  vendorProductRoutes,
  vendorProductPhotoRoutes,
  vendorImportRoutes,
  vendorOrderItemRoutes,
  vendorPayoutRoutes,
]);
