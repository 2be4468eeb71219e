/**
 * `@showroom/contract/payments`: the card fields' token and display data, the sandbox processor's
 * tokenize shapes and the card frame's postMessage protocol. Its own entry, so the card frame page
 * loads only this (and zod/mini), not the whole contract.
 */
export * from './messages/payment-messages.ts';
export * from './payments/card-brands.ts';
export * from './payments/card-token.ts';
export * from './payments/frame-protocol.ts';
