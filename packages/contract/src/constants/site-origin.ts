/**
 * A call from a page whose origin no active pro registered as a site (and that is not a public read) is
 * answered 403 with this header, set to that origin. It is exposed by CORS, so the widget on that page
 * can tell "register this site" apart from any other 403 (docs/decisions.md "Embeds that explain themselves").
 */
export const ORIGIN_UNREGISTERED_HEADER = 'X-Showroom-Origin-Unregistered';
