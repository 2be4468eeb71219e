/**
 * What embed.js tells the pro in the browser console, written once. Served by `@showroom/contract/constants`
 * (no zod), because embed.js must stay tiny.
 */
export const EMBED_MESSAGES = {
  /** `{origin}` is the page's origin, `{showroom}` e.g. "showroom HOMEPRO1", `{platform}` the platform's origin. */
  originUnregistered:
    'Showroom: register {origin} as a site origin in the site settings of the shop profile of {showroom} on {platform}. ' +
    'Until then, signing in, the cart and forms get 403 here.',
  /** Stands in for `{showroom}` when neither the page nor the visitor chose one. */
  yourShowroom: 'your showroom',
} as const;

/**
 * The API's answer to a call that needs a registered site, from a site no pro registered. Apart from
 * EMBED_MESSAGES so embed.js does not carry it; widgets show MESSAGES.siteNotRegistered instead, which
 * names the visitor's showroom, and this text only when no showroom is chosen.
 */
export const SITE_ORIGIN_MESSAGES = {
  originNotRegistered:
    'The website {origin} is not registered for any showroom, so signing in, the cart and forms do not work here yet.',
} as const;
