import { ROUTE_PATHS } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table.ts';

/** The route table of spec §2, as the spec lists it. */
const SPEC_ROUTES = [
  '/',
  '/category/:category',
  '/category/:category/product',
  '/design-ai',
  '/design-ai/login',
  '/design-ai/singup',
  '/design-ai/welcome',
  '/login',
  '/register',
  '/reset_password',
  '/password_reset',
  '/about_us',
  '/contact',
  '/faq',
  '/return_policy',
  '/your_orders',
  '/cookies_policy',
  '/terms_of_service',
  '/privacy_policy',
  '/product/:hash/:vsd_id?',
  '/product-details',
  '/cart',
  '/verify/:hash',
  '/account_verify',
  '/verifiction',
  '/change_password',
  '/checkout',
  '/thankyou',
  '/payout_setup',
  '/checkout-payment',
  '/account',
  '/notification',
  '/visualize/contractor/all',
  '/visualize/checklist',
  '/visualize',
  '/projects',
  '/pro-account',
  '/our-brands',
  '/register/contractor',
  '/404',
];
/** The pros' console, beyond the spec's table (decision 0068). */
const CONSOLE_ROUTES = [
  '/pro',
  '/pro/login',
  '/pro/embeds',
  '/pro/showroom',
  '/pro/profile',
  '/pro/plans',
  '/pro/markup',
  '/pro/coupons',
  '/pro/leads',
  '/pro/orders',
  '/pro/invites',
  '/pro/projects',
  '/pro/projects/:id',
  '/invite/:token',
  '/vendor',
  '/vendor/login',
  '/vendor/products',
  '/vendor/products/new',
  '/vendor/products/:id',
  '/vendor/import',
  '/vendor/order-items',
  '/vendor/payouts',
  '/admin/login',
  '/admin',
  '/admin/approvals',
  '/admin/orders',
  '/admin/profit',
  '/admin/settings',
  '/admin/audit',
  // A homeowner's project pages (issue #25, decision 0104).
  '/projects/style-survey',
  '/projects/:id',
];
/** The spec's login-required routes; `/payout_setup` asks for a pro's sign-in in the console instead. */
const LOGIN_REQUIRED = [
  '/verifiction',
  '/change_password',
  '/checkout',
  '/thankyou',
  '/checkout-payment',
  '/account',
  '/notification',
];

describe('route table', () => {
  it('registers every route of the spec, and the console’s, exactly once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect([...paths].sort()).toEqual([...SPEC_ROUTES, ...CONSOLE_ROUTES].sort());
  });

  it('asks for login exactly where the spec does', () => {
    const guarded = ROUTES.filter((route) => route.requiresLogin).map((route) => route.path);
    expect(guarded.sort()).toEqual([...LOGIN_REQUIRED].sort());
  });

  it('takes its paths from the contract, which lists no route the table lacks', () => {
    expect(Object.values(ROUTE_PATHS).sort()).toEqual([...SPEC_ROUTES, ...CONSOLE_ROUTES].sort());
  });

  it('gives every route a title', () => {
    for (const route of ROUTES) expect(route.title.length).toBeGreaterThan(0);
  });
});
