/**
 * The demo showroom as the API answers for it, for tests and stories that stub the API
 * (`@showroom/contract/testing`). Typed by the contract, so a schema change breaks them loudly.
 */
import type { ShopProfile, ShopProfileResponse } from '../showrooms/shop-profile.ts';
import type { ShowroomSearchResponse, ShowroomSearchResult } from '../showrooms/showroom-search.ts';

/** The one Showroom ID the stubs know; any other ID finds nothing. */
export const DEMO_SHOWROOM_ID = 'HOMEPRO1';

/** A branded profile: active custom addon and a theme colour (spec §4 Theming). */
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
  site_origins: [],
  /** `brandPalette('#0f766e')`, as the API sends it. */
  palette: {
    brand: '#0f766e',
    onBrand: '#ffffff',
    primary: '#0f766e',
    onPrimary: '#ffffff',
    primaryHover: '#00645d',
    primarySoft: '#d5fbf6',
    onPrimarySoft: '#0f766e',
  },
};

export const DEMO_MATCH: ShowroomSearchResult = {
  id: DEMO_PROFILE.user_id,
  company_name: DEMO_PROFILE.company_name,
  vsd_id: DEMO_SHOWROOM_ID,
};

/** `GET /api/visualization/showrooms?s=` for `s`: the demo match, or nothing. */
export function demoSearchBody(s: string | null): ShowroomSearchResponse {
  const data = s?.toUpperCase() === DEMO_SHOWROOM_ID ? [DEMO_MATCH] : [];
  return { success: true, message: '', data: { data } };
}

/** `GET /api/visualization/shop_profile`: the demo profile, or the empty "not found" answer. */
export function demoProfileBody(found = true): ShopProfileResponse {
  return { success: true, message: '', data: { data: found ? { profile: DEMO_PROFILE, category: [] } : [] } };
}
