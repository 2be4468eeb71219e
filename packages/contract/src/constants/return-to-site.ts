/**
 * The way back to the pro's site (decision 0083). When a widget on a pro's page sends a visitor to the
 * platform, core's `leavePage` adds the page's address as `?return_to=`; the shell keeps it for the tab (its
 * `sessionStorage` under `storageKey`) and, when its origin is one the showroom registered
 * (`site_origins` of the shop profile), offers a "Back to <site>" link that carries the visitor's
 * session or cart there through a one-time code (`SESSION_HANDOFF`, `CART_HANDOFF`), which the
 * widgets on that page redeem. An address from anywhere else is never linked to: a code must not go
 * to a site the pro did not register.
 */
export const RETURN_TO_SITE = { param: 'return_to', storageKey: 'showroom.return_to' } as const;
