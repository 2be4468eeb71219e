/**
 * A call from a page whose origin no active pro registered (and that is not a public read) is answered
 * 403 with this header, exposed by CORS. Its value is SITE_ORIGIN_MESSAGES.registerSite for that origin:
 * the widget logs it as it comes, so no widget carries the text (decision 0034).
 */
export const ORIGIN_UNREGISTERED_HEADER = 'X-Showroom-Origin-Unregistered';
