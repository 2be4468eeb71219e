import type { MyItem, ShopProfile } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR, themeCssVariables, themeFor } from './theme.ts';

const contractor: ShopProfile = {
  user_id: 7,
  vsd_id: 'AB12CD34',
  company_name: 'Acme',
  theme_color: '#FFCC00',
  business_logo: 'logo.png',
  basic_addon: null,
  custom_addon: null,
  latest_subscription: null,
  website_url: null,
  phone: null,
  email: null,
  links: {},
  site_origins: [],
};
const showroom: MyItem = {
  showroom: 7,
  vsd_id: 'AB12CD34',
  company_name: 'Acme',
  theme_color: '#003366',
  business_logo: 'logo.png',
  custom_addon: 1,
  basic_addon: 0,
};
const defaults = { primary: DEFAULT_PRIMARY_COLOR, primaryContrast: '#ffffff', logo: null };

describe('themeFor (spec §4 Theming)', () => {
  it('brands a contractor with an active custom addon: colour and logo', () => {
    expect(themeFor({ ...contractor, custom_addon: { subscription_status: 'active' } })).toEqual({
      primary: '#ffcc00',
      primaryContrast: '#1a1a1a',
      logo: 'logo.png',
    });
  });

  it('brands a contractor whose latest plan is Premium paid at 199', () => {
    const premium = { subscription_status: 'expired', plan: 'Premium', paid_amount: 199 };
    expect(themeFor({ ...contractor, latest_subscription: premium }).primary).toBe('#ffcc00');
  });

  it.each([
    [
      'Premium paid at another amount',
      {
        ...contractor,
        latest_subscription: { subscription_status: 'active', plan: 'Premium', paid_amount: 99 },
      },
    ],
    [
      'another plan at 199',
      {
        ...contractor,
        latest_subscription: { subscription_status: 'active', plan: 'Basic', paid_amount: 199 },
      },
    ],
    ['an inactive custom addon', { ...contractor, custom_addon: { subscription_status: 'cancelled' } }],
    ['no branding plan at all', contractor],
    [
      'a plan but no theme colour',
      { ...contractor, theme_color: null, custom_addon: { subscription_status: 'active' } },
    ],
    [
      'a colour that is not a hex colour',
      { ...contractor, theme_color: 'red;x', custom_addon: { subscription_status: 'active' } },
    ],
  ])('gives the defaults to a contractor with %s', (_, profile) => {
    expect(themeFor(profile)).toEqual(defaults);
  });

  it.each([1, 'true'] as const)('gives a showroom with custom_addon %s its theme colour', (flag) => {
    expect(themeFor({ ...showroom, custom_addon: flag })).toEqual({
      primary: '#003366',
      primaryContrast: '#ffffff',
      logo: 'logo.png',
    });
  });

  it.each([0, 'false', null] as const)('gives a showroom with custom_addon %s the defaults', (flag) => {
    expect(themeFor({ ...showroom, custom_addon: flag })).toEqual(defaults);
  });

  it('uses the default theme colour of the settings, then the built-in one', () => {
    expect(themeFor(null, { default_theme_color: '#fff' })).toEqual({
      primary: '#ffffff',
      primaryContrast: '#1a1a1a',
      logo: null,
    });
    expect(themeFor(undefined)).toEqual(defaults);
  });
});

describe('themeCssVariables', () => {
  it('exposes the theme as --sr-* custom properties', () => {
    expect(themeCssVariables({ primary: '#003366', primaryContrast: '#ffffff', logo: null })).toEqual({
      '--sr-primary': '#003366',
      '--sr-primary-contrast': '#ffffff',
    });
  });
});
