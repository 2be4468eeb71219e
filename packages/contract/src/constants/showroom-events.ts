/** The `showroom:*` CustomEvents widgets and hosts talk through (ARCHITECTURE §3). */
export const SHOWROOM_EVENTS = {
  navigate: 'showroom:navigate',
  cartUpdated: 'showroom:cart-updated',
  showroomSelected: 'showroom:showroom-selected',
  loggedIn: 'showroom:logged-in',
  loggedOut: 'showroom:logged-out',
} as const;
