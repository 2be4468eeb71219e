/** `@showroom/contract/testing`: the API's answers for the demo showroom, for tests and stories that stub it. */
export * from './testing/demo-cart.ts';
export * from './testing/demo-orders.ts';
export * from './testing/demo-showroom.ts';
