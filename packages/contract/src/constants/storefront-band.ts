/**
 * The storefront's band served as markup (decision 0129): the pro's "Welcome to …" band, the store's
 * largest paint, sent by the platform as HTML that embed.js puts in the storefront element's shadow
 * root while the widget's code downloads. The widget removes it when its own band takes its place.
 */

/** `GET /api/` + this: the band's HTML for a showroom ID (404 for none). */
export const storefrontBandPath = (vsdId: string) => `storefront_band/${encodeURIComponent(vsdId)}`;

/** `GET /api/` + this: the band's stylesheet, the widgets' own rules with the showroom's theme. */
export const storefrontBandStylePath = (vsdId: string) => `${storefrontBandPath(vsdId)}/style.css`;

/** The shell's build writes the band's rules (tokens, base, catalogue) here, under `/showroom/`. */
export const STOREFRONT_BAND_STYLESHEET = 'storefront-band.css';

/** Marks the served root in the shadow root: the widget's first band removes what carries it. */
export const SERVED_MARKUP_ATTRIBUTE = 'data-served';
