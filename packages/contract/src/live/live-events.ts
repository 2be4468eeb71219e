// zod's mini build, as the rest of the contract: classic zod probes eval at load, which a pro's strict
// Content-Security-Policy reports (decision 0078).
import { z } from 'zod/mini';
import { orderItemStatusSchema } from '../orders/order-detail.ts';
import { projectChecklistChangedEventSchema } from '../projects/checklist/checklist-live-event.ts';
import {
  projectChatMessageEventSchema,
  projectChatReadEventSchema,
  projectChatTypingEventSchema,
  projectSharedEventSchema,
} from '../projects/project-chat-events.ts';

/**
 * The live layer (decision 0093): `GET /api/events` streams the signed-in caller's own events as
 * server-sent events. Each event is small (ids, a status, a count): a screen that shows more refetches it.
 */
export const LIVE_EVENTS_PATH = '/api/events';

/** How the stream and its clients keep time (decision 0093). */
export const LIVE_EVENTS = {
  /** A comment line this often keeps proxies from closing a quiet stream, and refreshes the presence row. */
  heartbeatMs: 15_000,
  /** A stream whose presence row was not refreshed for this long is gone (its process died). */
  presenceStaleMs: 45_000,
  /** The client's first wait before reconnecting; doubled each failure up to `reconnectMaxMs`. */
  reconnectMinMs: 1_000,
  reconnectMaxMs: 30_000,
  /** Events are kept this long for a client that comes back with Last-Event-ID (the sweep drops older ones). */
  keptDays: 3,
} as const;

/** An order item's status changed: the homeowner of its order, the pro of its showroom and its vendor hear it. */
export const orderItemStatusEventSchema = z.object({
  kind: z.literal('order_item_status'),
  order_id: z.int(),
  order_item_id: z.int(),
  status: orderItemStatusSchema,
});

/** A new order: the pro of its showroom and the vendors of its items hear it. */
export const orderPlacedEventSchema = z.object({
  kind: z.literal('order_placed'),
  order_id: z.int(),
});

/** A new notification row for the caller: the header's count. */
export const notificationEventSchema = z.object({
  kind: z.literal('notification'),
  notification_id: z.int(),
});

/** Every event a stream carries, told apart by `kind` (the SSE `event:` field carries the same name). */
export const liveEventSchema = z.discriminatedUnion('kind', [
  orderItemStatusEventSchema,
  orderPlacedEventSchema,
  notificationEventSchema,
  projectChecklistChangedEventSchema,
  projectChatMessageEventSchema,
  projectChatTypingEventSchema,
  projectChatReadEventSchema,
  projectSharedEventSchema,
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventKind = LiveEvent['kind'];
/** The event of one kind. */
export type LiveEventOf<K extends LiveEventKind> = Extract<LiveEvent, { kind: K }>;

/**
 * The stream's position, sent as each event's SSE `id` and given back in `Last-Event-ID`: the writing
 * transaction's id and the event's row id (decision 0093 explains why both). Anything else resumes from now.
 */
export const liveEventCursorSchema = z
  .pipe(
    z.string().check(z.regex(/^\d{1,19}-\d{1,19}$/)),
    z.transform((value: string) => {
      const [tx, id] = value.split('-');
      return { tx: BigInt(tx ?? '0'), id: BigInt(id ?? '0') };
    }),
  )
  .check(z.refine(({ tx, id }) => tx <= MAX_BIGINT && id <= MAX_BIGINT));

/** The largest value of a PostgreSQL bigint, which both parts of a cursor are. */
const MAX_BIGINT = 9_223_372_036_854_775_807n;

export const formatLiveEventCursor = (cursor: { tx: bigint; id: bigint }): string =>
  `${cursor.tx}-${cursor.id}`;
