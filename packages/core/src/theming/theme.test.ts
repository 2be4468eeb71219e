import type { MyItem, ShopProfile } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { brandPalette } from './brand-palette.ts';
import { DEFAULT_PRIMARY_COLOR, themeCssVariables, themeFor, themeOfColor } from './theme.ts';

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
const defaults = themeOfColor(DEFAULT_PRIMARY_COLOR);

describe('themeFor (spec §4 Theming)', () => {
  it('brands a contractor with an active custom addon: colour and logo', () => {
    const theme = themeFor({ ...contractor, custom_addon: { subscription_status: 'active' } });
    expect(theme).toEqual(themeOfColor('#ffcc00', 'logo.png'));
    // A yellow is too light for text on white: the palette keeps it for bands and darkens the primary.
    expect(theme.palette.brand).toBe('#ffcc00');
    expect(theme.palette.onBrand).toBe('#1a1a1a');
    expect(theme.primary).toBe(brandPalette('#ffcc00')?.primary);
    expect(theme.primary).not.toBe('#ffcc00');
  });

  it('brands a contractor whose latest plan is Premium paid at 199', () => {
    const premium = { subscription_status: 'expired', plan: 'Premium', paid_amount: 199 };
    expect(themeFor({ ...contractor, latest_subscription: premium }).palette.brand).toBe('#ffcc00');
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
    const theme = themeFor({ ...showroom, custom_addon: flag });
    expect(theme).toMatchObject({ primary: '#003366', primaryContrast: '#ffffff', logo: 'logo.png' });
  });

  it.each([0, 'false', null] as const)('gives a showroom with custom_addon %s the defaults', (flag) => {
    expect(themeFor({ ...showroom, custom_addon: flag })).toEqual(defaults);
  });

  it('uses the default theme colour of the settings, then the built-in one', () => {
    expect(themeFor(null, { default_theme_color: '#fff' })).toEqual(themeOfColor('#ffffff'));
    expect(themeFor(null, { default_theme_color: '#fff' }).palette.brand).toBe('#ffffff');
    expect(themeFor(undefined)).toEqual(defaults);
  });
});

describe('themeCssVariables', () => {
  it('exposes the theme and its palette as --sr-* custom properties', () => {
    const palette = brandPalette('#003366');
    expect(themeCssVariables(themeOfColor('#003366'))).toEqual({
      '--sr-primary': '#003366',
      '--sr-primary-contrast': '#ffffff',
      '--sr-primary-hover': palette?.primaryHover,
      '--sr-primary-soft': palette?.primarySoft,
      '--sr-primary-on-soft': palette?.onPrimarySoft,
      '--sr-brand': '#003366',
      '--sr-brand-contrast': '#ffffff',
    });
  });
});
