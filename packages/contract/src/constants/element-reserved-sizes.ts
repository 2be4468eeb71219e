import type { REMOTES } from './remotes.ts';

/** Every custom element embed.js serves, from REMOTES. */
export type ElementTag = (typeof REMOTES)[keyof typeof REMOTES]['elements'][number];

/** The calm placeholder drawn in an element's reserved space until it is defined. */
export type ElementSkeleton = 'field' | 'form' | 'grid' | 'detail' | 'button' | 'none';

/**
 * The space an embedded element holds on a pro's page before it upgrades and while it loads its remote
 * and data (issue #11), so the page never moves under the visitor. Heights are the element's measured
 * final size in its default state (the demo pro site, 390 and 1280 px wide), rounded; an element taller
 * than that grows only below the fold. A pro overrides a height with `--<tag>-min-height` (embed README).
 */
export interface ElementReservedSize {
  /** The host's display: a block, or a button in a line of text. */
  display: 'block' | 'inline-block';
  /** Minimum height in px on viewports narrower than ELEMENT_WIDE_VIEWPORT_PX. */
  narrowPx: number;
  /** Minimum height in px from ELEMENT_WIDE_VIEWPORT_PX up. */
  widePx: number;
  /**
   * Minimum width in px, for an inline element (a button in a line of the pro's menu): without it
   * the words beside it would move sideways when it upgrades.
   */
  minWidthPx?: number;
  skeleton: ElementSkeleton;
}

/** The viewport width (px) from which the wide heights apply. */
export const ELEMENT_WIDE_VIEWPORT_PX = 720;

/**
 * One row per element. The catalog, account, cart, checkout and visualizer rows are owned by those
 * remotes' skeletons and may be tuned there.
 */
export const ELEMENT_RESERVED_SIZES: Readonly<Record<ElementTag, ElementReservedSize>> = {
  // The Showroom ID form, with the found company under it (narrow 221, wide 172), or once a showroom is
  // chosen Continue Shopping (196, 76): the tallest, so neither state moves the page.
  'showroom-entry': { display: 'block', narrowPx: 224, widePx: 176, skeleton: 'field' },
  'showroom-lead-form': { display: 'block', narrowPx: 280, widePx: 280, skeleton: 'form' },
  // A first page of products, its skeleton and its loaded list the same height: tile-flooring 1985 /
  // 2040 / 1303 px at 390 / 412 / 1280 px viewports (catalog skeletons, issue #11).
  'showroom-catalog': { display: 'block', narrowPx: 1980, widePx: 1300, skeleton: 'grid' },
  // The product with its gallery's view buttons and two rails: 1797 / 1375 px at 390 / 1280 (issue #13).
  'showroom-product': { display: 'block', narrowPx: 1790, widePx: 1370, skeleton: 'detail' },
  // A rail per brand, tens of thousands of px in all: the first screens' worth.
  'showroom-brands': { display: 'block', narrowPx: 1600, widePx: 1200, skeleton: 'grid' },
  // A new visitor's cart (the default state): the heading and "Your cart is empty." with Continue
  // shopping, 261 / 213 px at 390 / 1280 px. A cart with lines grows below it.
  'showroom-cart': { display: 'block', narrowPx: 264, widePx: 216, skeleton: 'field' },
  // The button: 40 px high, 120 px wide with a one-digit count, 128 with two.
  'showroom-cart-button': {
    display: 'inline-block',
    narrowPx: 40,
    widePx: 40,
    minWidthPx: 128,
    skeleton: 'button',
  },
  // Signed out (a visitor's first view): its lead and the platform sign-in in its slot, 887 / 817 px at
  // 390 / 1280 px wide (the demo pro site's checkout page, issue #12).
  'showroom-checkout': { display: 'block', narrowPx: 890, widePx: 820, skeleton: 'form' },
  // Signed out: the sign-in prompt; the forms as a visitor first sees them.
  'showroom-account': { display: 'block', narrowPx: 240, widePx: 190, skeleton: 'form' },
  'showroom-login': { display: 'block', narrowPx: 740, widePx: 670, skeleton: 'form' },
  'showroom-register': { display: 'block', narrowPx: 1060, widePx: 820, skeleton: 'form' },
  // The room chooser, the room's stage (16:10) with its size, then the slots and the bill beside it
  // (wide) or under it (narrow), as a visitor first sees it with no product chosen: the demo pro site's
  // L kitchen (15 slots) measured 2602 / 1720 px at 390 / 1280 px (the widget lab, issue #13).
  'showroom-visualizer': { display: 'block', narrowPx: 2600, widePx: 1720, skeleton: 'detail' },
  // A homeowner's projects list: its heading, the new-project form and a row of cards (decision 0104).
  'showroom-projects': { display: 'block', narrowPx: 900, widePx: 560, skeleton: 'detail' },
  // AI design signed out (a visitor's first view): the sign-in form and what AI design does beside it (wide)
  // or under it (narrow), 1656 / 605 px at 390 / 1280 px (the widget lab, decision 0111).
  'showroom-design-ai': { display: 'block', narrowPx: 1660, widePx: 610, skeleton: 'form' },
};

/** The custom property a pro sets to change an element's reserved height, e.g. `--showroom-entry-min-height`. */
export function reservedHeightProperty(tag: ElementTag): `--${ElementTag}-min-height` {
  return `--${tag}-min-height`;
}
