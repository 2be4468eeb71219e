/**
 * `@showroom/contract/cart`: the project cart, its lines and the calls that change them. Its own
 * entry (and federation share key) so widgets that never touch the cart do not download it.
 */
export * from './cart/area-to-boxes.ts';
export * from './cart/cart-changes.ts';
export * from './cart/cart-page-messages.ts';
export * from './cart/project-cart.ts';
export * from './messages/cart-messages.ts';
