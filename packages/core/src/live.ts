/**
 * `@showroom/core/live`: the tab's one live events stream (decision 0093). A separate entry (and
 * federation share key) on top of `@showroom/core`, which it imports by name so the session stays
 * a page-wide singleton; only screens that show something live download it.
 */
export { type LiveState, type LiveStatus, liveEvents } from './live/live-events.ts';
