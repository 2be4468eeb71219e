/**
 * `@showroom/core/departure`: the one-time code that carries a visitor's session or cart to another
 * origin (decision 0083). Its own entry (and federation share key): asked for only when a visitor
 * leaves, so no first screen downloads it (decision 0130).
 */
export { type DepartureCode, departureCode } from './session/departure-handoff.ts';
