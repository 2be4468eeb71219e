import { audienceRoutes } from '../route-options.ts';

/** The pros' routes (Contractor and Designer). Pro-only unless a route says otherwise; groups arrive with their features. */
export const proRoutes = audienceRoutes('pro', []);
