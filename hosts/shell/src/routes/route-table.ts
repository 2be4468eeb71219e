import { ROUTE_PATHS, type RoutePattern } from '@showroom/contract';
import type { PageDescriptionKey, RoutedRemote } from '@showroom/contract/constants';

/** Who renders a route: a remote's RouteScreen, the entry storefront, or a shell page. */
export type RouteOwner = { remote: RoutedRemote } | { page: ShellPage };
export type ShellPage = 'home' | 'content' | 'not-found';

export interface RouteMeta {
  /** Route pattern (wouter / regexparam: `:param`, `:param?`), relative to the `/showroom` base. */
  path: RoutePattern;
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
const projects = { remote: 'projects' } as const;
const designAi = { remote: 'design-ai' } as const;
const content = { page: 'content' } as const;
const proConsole = { remote: 'pro-console' } as const;
const vendorPortal = { remote: 'vendor-portal' } as const;
const admin = { remote: 'admin' } as const;

/** Every route of spec §2, in the spec's order. */
export const ROUTES: readonly RouteMeta[] = [
  { path: ROUTE_PATHS.home, title: 'Home', description: 'home', owner: { page: 'home' }, layout: 'new' },
  { path: ROUTE_PATHS.category, title: 'Category', description: 'category', owner: catalog },
  { path: ROUTE_PATHS.categoryProducts, title: 'Products', description: 'products', owner: catalog },
  // AI design (decision 0111): the new layout is keyed by the whole address, so `?request=` mounts anew.
  { path: ROUTE_PATHS.designAi, title: 'AI Design', description: 'designAi', owner: designAi, layout: 'new' },
  {
    path: ROUTE_PATHS.designAiLogin,
    title: 'AI Design Login',
    description: 'designAi',
    owner: designAi,
    layout: 'new',
  },
  {
    path: ROUTE_PATHS.designAiSignUp,
    title: 'AI Design Sign Up',
    description: 'designAi',
    owner: designAi,
    layout: 'new',
  },
  {
    path: ROUTE_PATHS.designAiWelcome,
    title: 'AI Design Welcome',
    description: 'designAi',
    owner: designAi,
    layout: 'new',
  },
  { path: ROUTE_PATHS.login, title: 'Login', description: 'login', owner: account },
  { path: ROUTE_PATHS.register, title: 'Register', description: 'register', owner: account },
  { path: ROUTE_PATHS.resetPassword, title: 'Reset Password', description: 'resetPassword', owner: account },
  { path: ROUTE_PATHS.passwordReset, title: 'Password Reset', description: 'passwordReset', owner: account },
  { path: ROUTE_PATHS.aboutUs, title: 'About Us', description: 'about', owner: content },
  { path: ROUTE_PATHS.contact, title: 'Contact', description: 'contact', owner: content },
  { path: ROUTE_PATHS.faq, title: 'FAQ', description: 'faq', owner: content },
  { path: ROUTE_PATHS.returnPolicy, title: 'Return Policy', description: 'returnPolicy', owner: content },
  { path: ROUTE_PATHS.yourOrders, title: 'Your Orders', description: 'yourOrders', owner: account },
  { path: ROUTE_PATHS.cookiesPolicy, title: 'Cookies Policy', description: 'cookiesPolicy', owner: content },
  {
    path: ROUTE_PATHS.termsOfService,
    title: 'Terms of Service',
    description: 'termsOfService',
    owner: content,
  },
  { path: ROUTE_PATHS.privacyPolicy, title: 'Privacy Policy', description: 'privacyPolicy', owner: content },
  { path: ROUTE_PATHS.product, title: 'Product', description: 'product', owner: catalog },
  { path: ROUTE_PATHS.productDetails, title: 'Product Details', description: 'product', owner: catalog },
  { path: ROUTE_PATHS.cart, title: 'Cart', description: 'cart', owner: { remote: 'cart' } },
  { path: ROUTE_PATHS.verify, title: 'Verify', description: 'verify', owner: account },
  { path: ROUTE_PATHS.accountVerify, title: 'Account Verify', description: 'verify', owner: account },
  {
    path: ROUTE_PATHS.verification,
    title: 'Verification',
    description: 'verify',
    owner: account,
    requiresLogin: true,
  },
  {
    path: ROUTE_PATHS.changePassword,
    title: 'Change Password',
    description: 'changePassword',
    owner: account,
    requiresLogin: true,
  },
  {
    path: ROUTE_PATHS.checkout,
    title: 'Checkout',
    description: 'checkout',
    owner: checkout,
    requiresLogin: true,
  },
  {
    path: ROUTE_PATHS.thankYou,
    title: 'Thank You',
    description: 'thankYou',
    owner: checkout,
    requiresLogin: true,
  },
  {
    path: ROUTE_PATHS.payoutSetup,
    title: 'Payout Setup',
    description: 'payoutSetup',
    owner: proConsole,
    // Login is required, but a pro's: the console shows its own sign-in in place (the shop's refuses pros).
  },
  {
    path: ROUTE_PATHS.checkoutPayment,
    title: 'Payment',
    description: 'payment',
    owner: checkout,
    requiresLogin: true,
  },
  {
    path: ROUTE_PATHS.account,
    title: 'My Account',
    description: 'account',
    owner: account,
    requiresLogin: true,
  },
  {
    path: ROUTE_PATHS.notifications,
    title: 'Notifications',
    description: 'notifications',
    owner: account,
    requiresLogin: true,
  },
  {
    path: ROUTE_PATHS.contractorShowroom,
    title: 'Contractor Showroom',
    description: 'storefront',
    owner: catalog,
    layout: 'new',
  },
  {
    path: ROUTE_PATHS.checklist,
    title: 'Checklist',
    description: 'checklist',
    owner: projects,
    layout: 'new',
  },
  {
    path: ROUTE_PATHS.visualize,
    title: 'Visualizer',
    description: 'visualizer',
    owner: visualizer,
    layout: 'new',
  },
  { path: ROUTE_PATHS.projects, title: 'Projects', description: 'projects', owner: projects },
  // A project's pages (issue #25, decision 0104): the survey before `:id`, which would match it too.
  { path: ROUTE_PATHS.styleSurvey, title: 'Style Survey', description: 'styleSurvey', owner: projects },
  { path: ROUTE_PATHS.project, title: 'Project', description: 'project', owner: projects },
  { path: ROUTE_PATHS.proAccount, title: 'Pro Account', description: 'proAccount', owner: proConsole },
  { path: ROUTE_PATHS.ourBrands, title: 'Our Brands', description: 'brands', owner: catalog },
  { path: ROUTE_PATHS.proSignUp, title: 'Pro Sign Up', description: 'proSignUp', owner: proConsole },
  {
    path: ROUTE_PATHS.notFound,
    title: 'Page Not Found',
    description: 'notFound',
    owner: { page: 'not-found' },
  },
  // The pros' console (decision 0068): it signs pros in itself, since the shop's /login refuses them (§6).
  { path: ROUTE_PATHS.proConsole, title: 'Pro Console', description: 'proConsole', owner: proConsole },
  { path: ROUTE_PATHS.proLogin, title: 'Pro Sign In', description: 'proLogin', owner: proConsole },
  {
    path: ROUTE_PATHS.proEmbeds,
    title: 'Your Sites and Embeds',
    description: 'proEmbeds',
    owner: proConsole,
  },
  { path: ROUTE_PATHS.proShowroom, title: 'Your Showroom', description: 'proShowroom', owner: proConsole },
  { path: ROUTE_PATHS.proProfile, title: 'Your Profile', description: 'proProfile', owner: proConsole },
  { path: ROUTE_PATHS.proPlans, title: 'Plans and Billing', description: 'proPlans', owner: proConsole },
  { path: ROUTE_PATHS.proMarkup, title: 'Your Markup', description: 'proMarkup', owner: proConsole },
  { path: ROUTE_PATHS.proCoupons, title: 'Your Coupons', description: 'proCoupons', owner: proConsole },
  { path: ROUTE_PATHS.proLeads, title: 'Your Leads', description: 'proLeads', owner: proConsole },
  { path: ROUTE_PATHS.proOrders, title: 'Your Orders', description: 'proOrders', owner: proConsole },
  { path: ROUTE_PATHS.proInvites, title: 'Invites', description: 'proInvites', owner: proConsole },
  // Projects homeowners shared with the pro or hired them on as a designer (issue #25, decision 0107).
  { path: ROUTE_PATHS.proProjects, title: 'Projects', description: 'proProjects', owner: proConsole },
  { path: ROUTE_PATHS.proProject, title: 'Project', description: 'proProject', owner: proConsole },
  // An invitation mail's link (issue #23): a vendor's sign-up, or a client's way to registration.
  { path: ROUTE_PATHS.invitation, title: 'Invitation', description: 'invitation', owner: proConsole },
  // The vendors' portal (decision 0068): its own sign-in, like the pros' console.
  {
    path: ROUTE_PATHS.vendorPortal,
    title: 'Vendor Portal',
    description: 'vendorPortal',
    owner: vendorPortal,
  },
  { path: ROUTE_PATHS.vendorLogin, title: 'Vendor Sign In', description: 'vendorLogin', owner: vendorPortal },
  {
    path: ROUTE_PATHS.vendorProducts,
    title: 'Your Products',
    description: 'vendorProducts',
    owner: vendorPortal,
  },
  {
    path: ROUTE_PATHS.vendorProductNew,
    title: 'New Product',
    description: 'vendorProductNew',
    owner: vendorPortal,
  },
  {
    path: ROUTE_PATHS.vendorProduct,
    title: 'Edit Product',
    description: 'vendorProduct',
    owner: vendorPortal,
  },
  {
    path: ROUTE_PATHS.vendorImport,
    title: 'Import Products',
    description: 'vendorImport',
    owner: vendorPortal,
  },
  {
    path: ROUTE_PATHS.vendorOrderItems,
    title: 'Your Order Items',
    description: 'vendorOrderItems',
    owner: vendorPortal,
  },
  {
    path: ROUTE_PATHS.vendorPayouts,
    title: 'Your Payouts',
    description: 'vendorPayouts',
    owner: vendorPortal,
  },
  // The admins' console (decision 0095): its own sign-in with the OTP step, then its sections.
  { path: ROUTE_PATHS.adminLogin, title: 'Admin Sign In', description: 'adminLogin', owner: admin },
  { path: ROUTE_PATHS.adminHome, title: 'Admin Console', description: 'adminHome', owner: admin },
  { path: ROUTE_PATHS.adminApprovals, title: 'Approvals', description: 'adminApprovals', owner: admin },
  { path: ROUTE_PATHS.adminOrders, title: 'All Orders', description: 'adminOrders', owner: admin },
  { path: ROUTE_PATHS.adminProfit, title: 'Profit', description: 'adminProfit', owner: admin },
  { path: ROUTE_PATHS.adminSettings, title: 'Settings', description: 'adminSettings', owner: admin },
  { path: ROUTE_PATHS.adminAudit, title: 'Audit Log', description: 'adminAudit', owner: admin },
];
