import { audienceRoutes } from '../route-options.ts';
import { planRoutes } from './plans.ts';
import { proCouponRoutes } from './pro-coupons.ts';
import { proHomeRoutes } from './pro-home.ts';
import { proMarkupRoutes } from './pro-markup.ts';
import { proProfileRoutes } from './pro-profile.ts';
import { proShowroomRoutes } from './pro-showroom.ts';
import { showroomBrandingRoutes } from './showroom-branding.ts';
import { showroomCategoryRoutes } from './showroom-categories.ts';
import { siteOriginRoutes } from './site-origins.ts';

/** The pros' routes (Contractor and Designer): the console's calls. Pro-only unless a route says otherwise. */
export const proRoutes = audienceRoutes('pro', [
  proHomeRoutes,
  proShowroomRoutes,
  siteOriginRoutes,
  showroomCategoryRoutes,
  showroomBrandingRoutes,
  proProfileRoutes,
  planRoutes,
  proMarkupRoutes,
  proCouponRoutes,
]);
