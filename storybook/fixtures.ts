/** The demo showroom the stories and the API stub share (same shapes as showroom-entry.wtr.test.ts). */
import type { ShopProfile, ShowroomSearchResult } from '@showroom/contract';

/** The one Showroom ID the stub knows; any other ID finds nothing. */
export const DEMO_SHOWROOM_ID = 'HOMEPRO1';

/** A branded profile: active custom addon, so `themeFor` gives its teal instead of the default green. */
export const DEMO_PROFILE: ShopProfile = {
  user_id: 7,
  vsd_id: DEMO_SHOWROOM_ID,
  company_name: 'Evergreen Home Remodeling',
  theme_color: '#0f766e',
  business_logo: null,
  basic_addon: null,
  custom_addon: { subscription_status: 'active' },
  latest_subscription: null,
  website_url: null,
  phone: null,
  email: null,
  links: {},
};

export const DEMO_MATCH: ShowroomSearchResult = {
  id: 7,
  company_name: DEMO_PROFILE.company_name,
  vsd_id: DEMO_SHOWROOM_ID,
};
