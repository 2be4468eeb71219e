import { audienceRoutes } from '../route-options.ts';
import { vendorImportRoutes } from './vendor-imports.ts';

/** The vendors' routes. Vendor-only unless a route says otherwise; groups arrive with their features. */
export const vendorRoutes = audienceRoutes('vendor', [vendorImportRoutes]);
