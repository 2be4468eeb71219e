import { audienceRoutes } from '../route-options.ts';
import { vendorOrderItemRoutes } from './order-items.ts';

/** The vendors' routes. Vendor-only unless a route says otherwise; groups arrive with their features. */
export const vendorRoutes = audienceRoutes('vendor', [vendorOrderItemRoutes]);
