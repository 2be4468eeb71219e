/** The `showroom:*` CustomEvents widgets and hosts talk through (docs/architecture.md §5). */
export const SHOWROOM_EVENTS = {
  navigate: 'showroom:navigate',
  cartUpdated: 'showroom:cart-updated',
  showroomSelected: 'showroom:showroom-selected',
  loggedIn: 'showroom:logged-in',
  loggedOut: 'showroom:logged-out',
} as const;
