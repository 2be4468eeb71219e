/**
 * `@showroom/ui/live`: React's way into the tab's live events stream (decision 0093), as its own
 * entry (and federation share key) so widgets that show nothing live do not download the stream.
 */
export { useLiveEvent } from './live/use-live-event.ts';
export { useLiveRefresh } from './live/use-live-refresh.ts';
