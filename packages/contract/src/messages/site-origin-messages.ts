/**
 * The API's answer to a call that needs a registered site (signing in, the cart, forms) from a site no
 * pro registered (decision 0034). Only the server writes these; the
 * widget shows the body's message and logs ORIGIN_UNREGISTERED_HEADER as they come, so no widget downloads
 * the texts.
 */
export const SITE_ORIGIN_MESSAGES = {
  /** For the visitor, shown by the widget. */
  siteNotRegistered:
    'This website is not registered with the showroom, so signing in, the cart and forms do not work here yet.',
  /** For the pro, in the browser console (the header's value): `{origin}` is the page's, `{platform}` the platform's. */
  registerSite:
    'Showroom: register {origin} as a site origin in the site settings of your shop profile on {platform}. ' +
    'Until then, signing in, the cart and forms get 403 on this site.',
} as const;
