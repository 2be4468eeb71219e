/**
 * The widget lab: one plain page of the pro's site, served without any widget (`/widget-lab/`) or
 * with exactly one element in its static HTML (`/widget-lab/showroom-brands`), the way a pro pastes
 * it. The bench compares the two to measure what one element costs the host page.
 */

/**
 * The seed is fixed, so this is always the same product: one of the first the seed makes in
 * `tile-flooring` (in stock; product 40, so in the bench's and journeys' 2,000 and the default 25,000).
 * `e2e/widget-lab.e2e.ts` fails if a change of the seed drops it.
 */
const SEEDED_PRODUCT_HASH = '4ae90bdeb973bb90';

/** Every element embed.js serves, with the attributes it needs to show real content. */
const LAB_ELEMENTS: Readonly<Record<string, string>> = {
  'showroom-entry': '',
  'showroom-lead-form': '',
  'showroom-catalog': ' category="tile-flooring"',
  'showroom-product': ` hash="${SEEDED_PRODUCT_HASH}"`,
  'showroom-brands': '',
  'showroom-cart': '',
  'showroom-cart-button': '',
  'showroom-checkout': '',
  'showroom-account': '',
  'showroom-login': '',
  'showroom-register': '',
  'showroom-visualizer': ' plan="kitchen-l-classic"',
  'showroom-projects': '',
  'showroom-design-ai': '',
  // The whole store (decision 0075): its storefront is what a first visit shows.
  'showroom-store': '',
};

export const WIDGET_LAB_PATH = '/widget-lab/';

/**
 * What a pro pastes: the script tag in `<head>` (render-blocking but not parser-blocking, so the
 * elements' reserved space is set before the first paint), and the element where it should appear.
 */
const EMBED_SCRIPT =
  '<script src="{{PLATFORM_URL}}/showroom/embed.js" data-showroom="{{SHOWROOM_ID}}" async blocking="render"></script>';

/**
 * The lab page's placeholders for `pathname`, or null when it names no lab page (an unknown tag).
 * `{{PLATFORM_URL}}` and `{{SHOWROOM_ID}}` in them are filled like any page's.
 */
export function widgetLabFill(pathname: string): { title: string; embed: string; element: string } | null {
  if (pathname === WIDGET_LAB_PATH || `${pathname}/` === WIDGET_LAB_PATH) {
    return { title: 'Our showroom', embed: '', element: '' };
  }
  const tag = pathname.slice(WIDGET_LAB_PATH.length).replace(/\/$/, '');
  const attributes = LAB_ELEMENTS[tag];
  if (attributes === undefined) return null;
  return {
    title: `Our showroom: &lt;${tag}&gt;`,
    embed: EMBED_SCRIPT,
    element: `<${tag}${attributes}></${tag}>`,
  };
}
