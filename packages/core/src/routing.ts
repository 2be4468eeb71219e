/**
 * `@showroom/core/routing`: reading a remote's route (pattern parameters and query) from the
 * address bar. Its own entry (and federation share key) so embedded widgets without routes skip it.
 */
export { type RouteLocation, readRouteLocation } from './routing/route-location.ts';
