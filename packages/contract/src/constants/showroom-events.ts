/** The `showroom:*` CustomEvents widgets and hosts talk through (docs/architecture.md §5). */
export const SHOWROOM_EVENTS = {
  navigate: 'showroom:navigate',
  cartUpdated: 'showroom:cart-updated',
  showroomSelected: 'showroom:showroom-selected',
  loggedIn: 'showroom:logged-in',
  loggedOut: 'showroom:logged-out',
} as const;

export type ShowroomEventName = (typeof SHOWROOM_EVENTS)[keyof typeof SHOWROOM_EVENTS];

/** The `detail` each event carries (typed for host pages by `@showroom/elements`). */
export interface ShowroomEventDetails {
  /** `path` is the shell route; `url` the full shell address the browser goes to if nobody handles it. */
  'showroom:navigate': { readonly path: string; readonly url: string };
  /** `count` is the cart's item count (the sum of quantities); absent when the cart must be reloaded. */
  'showroom:cart-updated': { readonly count?: number };
  /** `vsdId` is the Showroom ID the visitor chose. */
  'showroom:showroom-selected': { readonly vsdId: string };
  'showroom:logged-in': Record<string, never>;
  'showroom:logged-out': Record<string, never>;
}
