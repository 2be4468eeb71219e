/**
 * Cart hand-off (decision 0076): a visitor's cart lives under a token in the pro's site's storage,
 * which does not cross origins. When a widget sends a visitor who is not signed in to the platform,
 * the embed asks the API for a one-time code naming their cart and adds it to the address as
 * `?cart_handoff=`; the shell trades it for the cart's token and drops it from the address. The
 * token itself never travels in an address; the code works once, for a minute.
 */
export const CART_HANDOFF = { param: 'cart_handoff', ttlSeconds: 60 } as const;
