/**
 * Texts of the page metadata the server writes into the shell's HTML (search results and link
 * previews; the shell sets each route's own title and description once it runs).
 */
export const PAGE_META = {
  /** `<meta name="description">` of every page the server has nothing more specific for. */
  defaultDescription:
    'Shop flooring, tiles, kitchen and bath fixtures, lighting and outdoor products for your remodel in your contractor’s virtual showroom, at your contractor’s prices.',
  /** A shared product link's title: the same `App | Page` form the shell uses. */
  productTitle: (appName: string, productName: string) => `${appName} | ${productName}`,
  /** A shared product link's description, e.g. "$54.99 per Box · Daltile. Glazed porcelain…". */
  productDescription: (price: string, unit: string, brand: string, description: string) =>
    `${price} per ${unit} · ${brand}.${description ? ` ${description}` : ''}`,
} as const;
