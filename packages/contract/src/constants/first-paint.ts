/**
 * An element's first paint served as markup (decision 0129): the platform sends, as HTML with its rules,
 * what a widget's first screen paints largest, and embed.js puts it in the element's shadow root while the
 * widget's code downloads. The widget removes it when its own version is on screen. Only what is the same
 * for every visitor: the pro's band on the storefront ("Welcome to …"), a product's opening picture.
 */
export const firstPaintPaths = {
  /** `GET /api/` + this: the storefront's band for a Showroom ID (404 for none), as `firstPaintSchema`. */
  storefront: (vsdId: string) => `first_paint/storefront/${encodeURIComponent(vsdId)}`,
  /** `GET /api/` + this: a product's opening picture in the gallery's box (404 for none), likewise. */
  product: (hash: string) => `first_paint/product/${encodeURIComponent(hash)}`,
};

/**
 * A first paint's answer: the markup embed.js puts in the element's shadow root, and the rules it adopts there
 * first as a constructable sheet (which a page's `style-src` does not govern). Here, schema-free, for embed.js;
 * the catalogue entry's `firstPaintSchema` checks this same shape on the server.
 */
export interface FirstPaint {
  readonly html: string;
  readonly css: string;
}

/** The rules of each first paint, written under `/showroom/` by the shell's build from the widgets' sheets. */
export const FIRST_PAINT_STYLESHEETS = {
  storefront: 'storefront-first-paint.css',
  product: 'product-first-paint.css',
} as const;

/** Marks what was served in the shadow root: the widget removes every node that carries it. */
export const SERVED_MARKUP_ATTRIBUTE = 'data-served';
