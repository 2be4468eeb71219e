import type { PageDescriptionKey } from '@showroom/contract/constants';
import type { RemoteName } from '../remotes/remote-name.ts';

/** Who renders a route: a remote's RouteScreen, the entry storefront, or a shell page. */
export type RouteOwner = { remote: RemoteName } | { page: ShellPage };
export type ShellPage = 'home' | 'content' | 'not-found';

export interface RouteMeta {
  /** Route pattern (wouter / regexparam: `:param`, `:param?`), relative to the `/showroom` base. */
  path: string;
  title: string;
  /** Its meta description, a key of the contract's PAGE_DESCRIPTIONS. */
  description: PageDescriptionKey;
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
  { path: '/', title: 'Home', description: 'home', owner: { page: 'home' }, layout: 'new' },
  { path: '/category/:category', title: 'Category', description: 'category', owner: catalog },
  { path: '/category/:category/product', title: 'Products', description: 'products', owner: catalog },
  { path: '/design-ai', title: 'AI Design', description: 'designAi', owner: visualizer },
  { path: '/design-ai/login', title: 'AI Design Login', description: 'designAi', owner: visualizer },
  { path: '/design-ai/singup', title: 'AI Design Sign Up', description: 'designAi', owner: visualizer },
  { path: '/design-ai/welcome', title: 'AI Design Welcome', description: 'designAi', owner: visualizer },
  { path: '/login', title: 'Login', description: 'login', owner: account },
  { path: '/register', title: 'Register', description: 'register', owner: account },
  { path: '/reset_password', title: 'Reset Password', description: 'resetPassword', owner: account },
  { path: '/password_reset', title: 'Password Reset', description: 'passwordReset', owner: account },
  { path: '/about_us', title: 'About Us', description: 'about', owner: content },
  { path: '/contact', title: 'Contact', description: 'contact', owner: content },
  { path: '/faq', title: 'FAQ', description: 'faq', owner: content },
  { path: '/return_policy', title: 'Return Policy', description: 'returnPolicy', owner: content },
  { path: '/your_orders', title: 'Your Orders', description: 'yourOrders', owner: account },
  { path: '/cookies_policy', title: 'Cookies Policy', description: 'cookiesPolicy', owner: content },
  { path: '/terms_of_service', title: 'Terms of Service', description: 'termsOfService', owner: content },
  { path: '/privacy_policy', title: 'Privacy Policy', description: 'privacyPolicy', owner: content },
  { path: '/product/:hash/:vsd_id?', title: 'Product', description: 'product', owner: catalog },
  { path: '/product-details', title: 'Product Details', description: 'product', owner: catalog },
  { path: '/cart', title: 'Cart', description: 'cart', owner: { remote: 'cart' } },
  { path: '/verify/:hash', title: 'Verify', description: 'verify', owner: account },
  { path: '/account_verify', title: 'Account Verify', description: 'verify', owner: account },
  { path: '/verifiction', title: 'Verification', description: 'verify', owner: account, requiresLogin: true },
  {
    path: '/change_password',
    title: 'Change Password',
    description: 'changePassword',
    owner: account,
    requiresLogin: true,
  },
  { path: '/checkout', title: 'Checkout', description: 'checkout', owner: checkout, requiresLogin: true },
  { path: '/thankyou', title: 'Thank You', description: 'thankYou', owner: checkout, requiresLogin: true },
  {
    path: '/payout_setup',
    title: 'Payout Setup',
    description: 'payoutSetup',
    owner: account,
    requiresLogin: true,
  },
  {
    path: '/checkout-payment',
    title: 'Payment',
    description: 'payment',
    owner: checkout,
    requiresLogin: true,
  },
  { path: '/account', title: 'My Account', description: 'account', owner: account, requiresLogin: true },
  {
    path: '/notification',
    title: 'Notifications',
    description: 'notifications',
    owner: account,
    requiresLogin: true,
  },
  {
    path: '/visualize/contractor/all',
    title: 'Contractor Showroom',
    description: 'storefront',
    owner: catalog,
    layout: 'new',
  },
  {
    path: '/visualize/checklist',
    title: 'Checklist',
    description: 'checklist',
    owner: visualizer,
    layout: 'new',
  },
  { path: '/visualize', title: 'Visualizer', description: 'visualizer', owner: visualizer, layout: 'new' },
  { path: '/projects', title: 'Projects', description: 'projects', owner: visualizer },
  { path: '/pro-account', title: 'Pro Account', description: 'proAccount', owner: account },
  { path: '/our-brands', title: 'Our Brands', description: 'brands', owner: catalog },
  { path: '/register/contractor', title: 'Pro Sign Up', description: 'proSignUp', owner: account },
  { path: '/404', title: 'Page Not Found', description: 'notFound', owner: { page: 'not-found' } },
];

export const NOT_FOUND_PATH = '/404';
