/**
 * `@showroom/core/cart`: the page-wide cart store (count for the header badge, lines, adding).
 * A separate entry (and federation share key) on top of `@showroom/core`, imported by name so the
 * session, API client and showroom selection stay page-wide singletons.
 */
export { type CartChangeOptions, type CartItemInput, type CartState, cart } from './cart/cart.ts';
