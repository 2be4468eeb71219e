/**
 * `@showroom/contract/live`: the live events stream (decision 0093): its path, timings, event shapes
 * and cursor. Its own entry so embeds that never stream do not download it.
 */
export {
  formatLiveEventCursor,
  LIVE_EVENTS,
  LIVE_EVENTS_PATH,
  type LiveEvent,
  type LiveEventKind,
  type LiveEventOf,
  liveEventCursorSchema,
  liveEventSchema,
  notificationEventSchema,
  orderItemStatusEventSchema,
  orderPlacedEventSchema,
} from './live/live-events.ts';
export { projectChecklistChangedEventSchema } from './projects/checklist/checklist-live-event.ts';
export {
  projectChatMessageEventSchema,
  projectChatReadEventSchema,
  projectChatTypingEventSchema,
  projectSharedEventSchema,
} from './projects/project-chat-events.ts';
