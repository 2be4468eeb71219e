/** The pro's external links shown in the showroom's footer (spec §2 "Footer"), in the footer's order. */
export const SHOP_LINK_KEYS = [
  'about',
  'services',
  'portfolio',
  'contact',
  'image-sharing',
  'reviews',
  'maps',
] as const;
export type ShopLinkKey = (typeof SHOP_LINK_KEYS)[number];

/** What each link is, as the footer and the console name it. */
export const SHOP_LINK_LABELS: Readonly<Record<ShopLinkKey, string>> = {
  about: 'About',
  services: 'Services',
  portfolio: 'Portfolio',
  contact: 'Contact',
  'image-sharing': 'Photos',
  reviews: 'Reviews',
  maps: 'Find us on the map',
};
