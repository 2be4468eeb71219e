/**
 * The meta description of each shell page (what a search result or a shared link shows under
 * the title), by route. Not in the base entry: only the shell uses them.
 */
export const PAGE_DESCRIPTIONS = {
  home: 'Shop tiles, flooring, faucets, vanities, lights and outdoor materials from dozens of brands at your Pro’s prices, and see them together in 3D.',
  category: 'Browse a category of your Pro’s showroom: compare brands, colours, sizes and prices.',
  products:
    'Products of this category in your Pro’s showroom, with filters by brand, colour, size and price.',
  designAi:
    'Design a room with AI: from its photo, size, style and budget, three designs composed from real products in this showroom.',
  login: 'Sign in to your showroom account to see your orders, projects and saved cart.',
  register: 'Create a free homeowner account to save your cart, order materials and track deliveries.',
  resetPassword: 'Forgot your password? Enter your email and we will send you a link to choose a new one.',
  passwordReset: 'Choose a new password for your showroom account.',
  about:
    'Who we are: a virtual showroom where contractors and designers show homeowners materials at their prices.',
  contact: 'Contact showroom support by email or phone about an order, a delivery or your account.',
  faq: 'Answers about products, orders, shipping and delivery, returns and cancellations, and your account.',
  returnPolicy: 'How to return or cancel an order, the time limits and how refunds are paid.',
  yourOrders: 'Your orders, their items and the status of each delivery.',
  cookiesPolicy: 'The few cookies the showroom uses and how long each is kept.',
  termsOfService: 'The terms of using the showroom: accounts, orders, payments, pros’ balances and disputes.',
  privacyPolicy: 'What personal data the showroom collects, why, and your choices about it.',
  product: 'Product details: colours, sizes, price per unit and related products in your Pro’s showroom.',
  cart: 'The materials in your cart, their quantities and the total, ready for checkout.',
  verify: 'Confirm your email address to finish setting up your showroom account.',
  checkout: 'Check out: your shipping address and order summary.',
  thankYou: 'Thank you for your order. Here is what happens next.',
  payment: 'Pay for your order securely by card.',
  account: 'Your profile, shipping address and saved card.',
  notifications: 'Your notifications about orders and your account.',
  changePassword: 'Change the password of your showroom account.',
  payoutSetup: 'Set up how you, a pro, receive your earnings.',
  storefront: 'Your Pro’s showroom: browse categories and top products at their prices.',
  visualizer: 'See materials together in your room in 3D before you buy.',
  checklist: 'Your project checklist: the materials to choose, room by room.',
  projects: 'Your design projects and the materials in each.',
  project: 'One of your projects: its rooms, its saved design and what your pro should know.',
  styleSurvey: 'A short visual quiz that finds your style, so templates and products match it.',
  proAccount: 'Become a pro: your own showroom, your prices and your clients’ orders in one place.',
  brands: 'Our brand partners and a few of their products at your Pro’s prices.',
  proSignUp: 'Sign up as a pro and open your own virtual showroom.',
  notFound: 'This page could not be found. It may have moved, or the address may be mistyped.',
  proConsole: 'Your showroom’s console: its ID and link, your sites and your embeds.',
  proLogin: 'Sign in to your pro console.',
  proEmbeds: 'The sites your showroom’s widgets run on, and the tag to paste into them.',
  proShowroom: 'Your showroom’s name, footer links, categories, theme colour and logo.',
  proProfile: 'The profile homeowners see when they hire you: portfolio, rate and styles.',
  proPlans: 'Your plan, the custom addon and billing.',
  proMarkup: 'Your markup on wholesale prices, with a preview of your prices.',
  proCoupons: 'Your showroom’s coupon codes: how often each was used and what it cost.',
  proLeads: 'The sample requests and registrations from your showroom, and where you stand with each.',
  proOrders: 'The orders placed in your showroom, their items and your profit, and a CSV export.',
  proProjects: 'The projects homeowners shared with you or hired you on, with their chats.',
  proProject: 'A project shared with you: its rooms, its checklist and its chat with the homeowner.',
  proInvites: 'Invite vendors and clients to your showroom, and see who joined.',
  invitation: 'Accept an invitation to a showroom.',
  vendorPortal: 'Your vendor portal: your account, products, orders and payouts.',
  vendorLogin: 'Sign in to your vendor portal.',
  vendorProducts: 'The products you sell through the showrooms.',
  vendorProductNew: 'Add a product to your catalogue.',
  vendorProduct: 'Edit one of your products.',
  vendorImport: 'Import or update many products at once from a CSV file.',
  vendorOrderItems: 'The items of your products that homeowners ordered.',
  vendorPayouts: 'What you are owed for delivered items.',
  adminLogin: 'Sign in to the admin console with your password and a one-time code.',
  adminHome: 'The admin console: approvals, orders, profit, settings and the audit log.',
  adminApprovals: 'Pros and vendors waiting for approval, and deactivating accounts.',
  adminOrders: 'Every order item across showrooms and vendors.',
  adminProfit: 'The platform’s profit by showroom, vendor and month.',
  adminSettings: 'The platform settings every page reads.',
  adminAudit: 'Every admin action: who, what, before and after, and when.',
} as const;

export type PageDescriptionKey = keyof typeof PAGE_DESCRIPTIONS;

/**
 * A shared product link's title and description, which the server writes into the shell's HTML for
 * link previews (the `App | Page` title form the shell uses). Pages without anything more specific
 * get `PAGE_DESCRIPTIONS.home`.
 */
export const PRODUCT_PAGE_META = {
  title: (appName: string, productName: string) => `${appName} | ${productName}`,
  /** E.g. "$54.99 per Box · Daltile. Glazed porcelain…". */
  description: (price: string, unit: string, brand: string, description: string) =>
    `${price} per ${unit} · ${brand}.${description ? ` ${description}` : ''}`,
} as const;
