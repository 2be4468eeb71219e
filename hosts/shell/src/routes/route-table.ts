import type { RemoteName } from '../remotes/remote-name.ts';

/** Who renders a route: a remote's RouteScreen, the entry storefront, or a shell page. */
export type RouteOwner = { remote: RemoteName } | { page: ShellPage };
export type ShellPage = 'home' | 'content' | 'not-found';

export interface RouteMeta {
  /** Route pattern (wouter / regexparam: `:param`, `:param?`), relative to the `/showroom` base. */
  path: string;
  title: string;
  owner: RouteOwner;
  /** Spec §2 route table: sign-in needed. */
  requiresLogin?: boolean;
  /** Spec §2: default (old) layout or the new layout with progress bar. */
  layout?: 'default' | 'new';
}

const catalog = { remote: 'catalog' } as const;
const account = { remote: 'account' } as const;
const checkout = { remote: 'checkout' } as const;
const visualizer = { remote: 'visualizer' } as const;
const content = { page: 'content' } as const;

/** Every route of spec §2, in the spec's order. */
export const ROUTES: readonly RouteMeta[] = [
  { path: '/', title: 'Home', owner: { page: 'home' }, layout: 'new' },
  { path: '/category/:category', title: 'Category', owner: catalog },
  { path: '/category/:category/product', title: 'Products', owner: catalog },
  { path: '/design-ai', title: 'AI Design', owner: visualizer },
  { path: '/design-ai/login', title: 'AI Design Login', owner: visualizer },
  { path: '/design-ai/singup', title: 'AI Design Sign Up', owner: visualizer },
  { path: '/design-ai/welcome', title: 'AI Design Welcome', owner: visualizer },
  { path: '/login', title: 'Login', owner: account },
  { path: '/register', title: 'Register', owner: account },
  { path: '/reset_password', title: 'Reset Password', owner: account },
  { path: '/password_reset', title: 'Password Reset', owner: account },
  { path: '/about_us', title: 'About Us', owner: content },
  { path: '/contact', title: 'Contact', owner: content },
  { path: '/faq', title: 'FAQ', owner: content },
  { path: '/return_policy', title: 'Return Policy', owner: content },
  { path: '/your_orders', title: 'Your Orders', owner: account },
  { path: '/cookies_policy', title: 'Cookies Policy', owner: content },
  { path: '/terms_of_service', title: 'Terms of Service', owner: content },
  { path: '/privacy_policy', title: 'Privacy Policy', owner: content },
  { path: '/product/:hash/:vsd_id?', title: 'Product', owner: catalog },
  { path: '/product-details', title: 'Product Details', owner: catalog },
  { path: '/cart', title: 'Cart', owner: { remote: 'cart' } },
  { path: '/verify/:hash', title: 'Verify', owner: account },
  { path: '/account_verify', title: 'Account Verify', owner: account },
  { path: '/verifiction', title: 'Verification', owner: account, requiresLogin: true },
  { path: '/change_password', title: 'Change Password', owner: account, requiresLogin: true },
  { path: '/checkout', title: 'Checkout', owner: checkout, requiresLogin: true },
  { path: '/thankyou', title: 'Thank You', owner: checkout, requiresLogin: true },
  { path: '/payout_setup', title: 'Payout Setup', owner: account, requiresLogin: true },
  { path: '/checkout-payment', title: 'Payment', owner: checkout, requiresLogin: true },
  { path: '/account', title: 'My Account', owner: account, requiresLogin: true },
  { path: '/notification', title: 'Notifications', owner: account, requiresLogin: true },
  { path: '/visualize/contractor/all', title: 'Contractor Showroom', owner: catalog, layout: 'new' },
  { path: '/visualize/checklist', title: 'Checklist', owner: visualizer, layout: 'new' },
  { path: '/visualize', title: 'Visualizer', owner: visualizer, layout: 'new' },
  { path: '/projects', title: 'Projects', owner: visualizer },
  { path: '/pro-account', title: 'Pro Account', owner: account },
  { path: '/our-brands', title: 'Our Brands', owner: catalog },
  { path: '/register/contractor', title: 'Pro Sign Up', owner: account },
  { path: '/404', title: 'Page Not Found', owner: { page: 'not-found' } },
];

export const NOT_FOUND_PATH = '/404';
