/**
 * What a page whose origin no pro registered is told (decisions 0034, 0077). The visitor's text is
 * shown by the widget that was refused; the pro's texts go to the browser console: the server
 * writes `registerSite` into ORIGIN_UNREGISTERED_HEADER, and embed.js warns with it at load.
 * `{origins}` names the page's origin and, in a frame, its top page's; `{console}` is the pros'
 * console screen (`proEmbedsConsoleUrl`).
 */
export const SITE_ORIGIN_MESSAGES = {
  /** For the visitor, shown by the widget. */
  siteNotRegistered:
    'This website is not registered with the showroom, so signing in, the cart and forms do not work here yet.',
  /** For the pro, in the browser console. */
  registerSite:
    'Showroom: add {origins} to the site origins of your showroom at {console}. ' +
    'Until then, signing in, the cart and forms get 403 on this site.',
  /** For the pro, in the browser console, when the page is in another site's frame. */
  framedBy: '{origin} and {top} (the page that frames it)',
  /** For the pro, in the browser console, when the script tag has no `data-showroom`. */
  showroomMissing:
    'Showroom: the embed.js tag has no data-showroom, so the widgets on this page show the platform’s ' +
    'prices, not yours. Copy the tag with your Showroom ID from {console}, and add {origins} to your ' +
    'site origins there.',
} as const;
