import { describe, expect, it } from 'vitest';
import type { MyItem } from '../showrooms/my-item.ts';
import type { ShopProfile } from '../showrooms/shop-profile.ts';
import { type BrandPalette, DEFAULT_BRAND_PALETTE } from './palette-schema.ts';
import { themeCssVariables, themeFor, themeOfPalette } from './theme.ts';

/** A yellow's palette as the server sends it: kept for bands, darkened for text and buttons. */
const yellow: BrandPalette = {
  brand: '#ffcc00',
  onBrand: '#1a1a1a',
  primary: '#947100',
  onPrimary: '#ffffff',
  primaryHover: '#825f00',
  primarySoft: '#fcf1d4',
  onPrimarySoft: '#8b6800',
};
const navy: BrandPalette = {
  brand: '#003366',
  onBrand: '#ffffff',
  primary: '#003366',
  onPrimary: '#ffffff',
  primaryHover: '#002354',
  primarySoft: '#e0f4ff',
  onPrimarySoft: '#003366',
};

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
  palette: yellow,
};
const showroom: MyItem = {
  showroom: 7,
  vsd_id: 'AB12CD34',
  company_name: 'Acme',
  theme_color: '#003366',
  business_logo: 'logo.png',
  custom_addon: 1,
  basic_addon: 0,
  palette: navy,
};
const defaults = themeOfPalette(DEFAULT_BRAND_PALETTE);

describe('themeFor (spec §4 Theming)', () => {
  it("brands a contractor with an active custom addon: the server's palette and the logo", () => {
    const theme = themeFor({ ...contractor, custom_addon: { subscription_status: 'active' } });
    expect(theme).toEqual({
      primary: '#947100',
      primaryContrast: '#ffffff',
      logo: 'logo.png',
      palette: yellow,
    });
  });

  it('brands a contractor whose latest plan is Premium paid at 199', () => {
    const premium = { subscription_status: 'expired', plan: 'Premium', paid_amount: 199 };
    expect(themeFor({ ...contractor, latest_subscription: premium }).palette).toEqual(yellow);
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
      'a plan but no palette',
      { ...contractor, palette: null, custom_addon: { subscription_status: 'active' } },
    ],
    [
      'a plan and an answer from an API without palettes',
      { ...contractor, palette: undefined, custom_addon: { subscription_status: 'active' } },
    ],
  ])('gives the defaults to a contractor with %s', (_, profile) => {
    expect(themeFor(profile)).toEqual(defaults);
  });

  it.each([1, 'true'] as const)('gives a showroom with custom_addon %s its palette and logo', (flag) => {
    const theme = themeFor({ ...showroom, custom_addon: flag });
    expect(theme).toEqual({
      primary: '#003366',
      primaryContrast: '#ffffff',
      logo: 'logo.png',
      palette: navy,
    });
  });

  it.each([0, 'false', null] as const)('gives a showroom with custom_addon %s the defaults', (flag) => {
    expect(themeFor({ ...showroom, custom_addon: flag })).toEqual(defaults);
  });

  it('gives a selection stored before palettes were the defaults until the profile refreshes it', () => {
    const { palette: _, ...stored } = showroom;
    expect(themeFor(stored)).toEqual(defaults);
  });

  it("uses the settings' palette, then the built-in default one", () => {
    expect(themeFor(null, { palette: navy })).toEqual(themeOfPalette(navy));
    expect(themeFor({ ...showroom, custom_addon: 0 }, { palette: navy }).palette).toEqual(navy);
    expect(themeFor(undefined, {})).toEqual(defaults);
    expect(themeFor(undefined).palette).toEqual(DEFAULT_BRAND_PALETTE);
  });
});

describe('themeCssVariables', () => {
  it('exposes the theme and its palette as --sr-* custom properties', () => {
    expect(themeCssVariables(themeOfPalette(yellow))).toEqual({
      '--sr-primary': '#947100',
      '--sr-primary-contrast': '#ffffff',
      '--sr-primary-hover': '#825f00',
      '--sr-primary-soft': '#fcf1d4',
      '--sr-primary-on-soft': '#8b6800',
      '--sr-brand': '#ffcc00',
      '--sr-brand-contrast': '#1a1a1a',
    });
  });
});
