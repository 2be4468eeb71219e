import { formatLiveEventCursor, LIVE_EVENTS } from '@showroom/contract/live';
import type { Database } from '../../db/client.ts';
import type { ChangeFeed } from '../change-notices/change-notices.ts';
import {
  cursorNow,
  LIVE_EVENTS_CHANNEL,
  type LiveCursor,
  type LoggedLiveEvent,
  readLiveEvents,
} from './live-event-log.ts';
import type { LivePresence } from './live-presence.ts';

/** Where a stream's text goes (the HTTP response); `buffered` tells how much the client has not taken yet. */
export interface LiveSink {
  write(text: string): void;
  readonly buffered: number;
  /** Ends the response; the client comes back with Last-Event-ID. */
  end(): void;
}

export interface LiveEventHubOptions {
  db: Database;
  presence: LivePresence;
  /** Default LIVE_EVENTS.heartbeatMs; tests shorten it. */
  heartbeatMs?: number;
}

interface HubLog {
  error(object: object, message: string): void;
}

/** Which of `userId`'s tokens `tokenIds` still sign them in (not revoked, the account not deactivated). */
export type SessionCheck = (userId: number, tokenIds: readonly number[]) => Promise<ReadonlySet<number>>;

/** Events read per query; a client far behind is caught up in batches. */
const BATCH = 200;
/** How soon a read that found events held back by an older running transaction looks again. */
const HELD_BACK_RETRY_MS = 15;
/** A client that has not taken this much of its stream is dropped; it resumes from its last event. */
const MAX_BUFFERED_BYTES = 1 << 20;

interface OpenStream {
  readonly userId: number;
  /** The session the stream was opened with: it ends when that session does. */
  readonly tokenId: number;
  readonly sink: LiveSink;
  readonly presenceId: number;
  cursor: LiveCursor;
  pumping: boolean;
  again: boolean;
  closed: boolean;
  retry: ReturnType<typeof setTimeout> | null;
}

/** One event in the SSE wire format: its cursor as `id`, its kind as `event`, the JSON as `data`. */
export const sseFrame = ({ cursor, event }: LoggedLiveEvent): string =>
  `id: ${formatLiveEventCursor(cursor)}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * This process's open streams (decision 0093). A stream is registered before it first reads, and
 * every NOTIFY for its user (from any process, on commit) makes it read on from its cursor, one read
 * at a time, so nothing committed between the replay and the live part is lost or sent twice. The
 * heartbeat writes a comment (proxies keep the stream open), refreshes the presence rows and reads
 * every stream once more, in case a notice was missed while the database connection was down.
 */
export class LiveEventHub {
  private readonly byUser = new Map<number, Set<OpenStream>>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private readonly heartbeatMs: number;
  private log: HubLog = { error: () => {} };
  private sessionCheck: SessionCheck | null = null;

  constructor(private readonly options: LiveEventHubOptions) {
    this.heartbeatMs = options.heartbeatMs ?? LIVE_EVENTS.heartbeatMs;
  }

  /** Where failures are logged (the app's logger, once it exists). */
  useLogger(log: HubLog): void {
    this.log = log;
  }

  /** How streams learn that their session ended (the identity module's tokens, once they exist). */
  checkSessionsWith(check: SessionCheck): void {
    this.sessionCheck = check;
  }

  /**
   * Ends `userId`'s streams here whose session no longer signs them in: called on every process by
   * the user change notice, which a deactivation or a sign-out (tokens deleted) sends on commit.
   * The client is then refused (401) when it comes back, and signs the page out.
   */
  async endEndedSessions(userId: number): Promise<void> {
    const streams = [...(this.byUser.get(userId) ?? [])];
    if (streams.length === 0 || !this.sessionCheck) return;
    let alive: ReadonlySet<number>;
    try {
      alive = await this.sessionCheck(
        userId,
        streams.map((stream) => stream.tokenId),
      );
    } catch (error) {
      // The next notice checks again; a stream outliving its session sends only its own user's events.
      this.log.error({ err: error }, 'live stream sessions not checked');
      return;
    }
    await Promise.all(
      streams
        .filter((stream) => !alive.has(stream.tokenId))
        .map(async (stream) => {
          stream.sink.end();
          await this.close(stream);
        }),
    );
  }

  /** Hears every process's commits; resolves once listening, the result stops it. */
  listenTo(feed: ChangeFeed): Promise<() => Promise<void>> {
    return feed.listen(LIVE_EVENTS_CHANNEL, (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) this.wake(userId);
    });
  }

  /** How many streams this process holds open. */
  get openStreams(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  /**
   * Opens the stream of `userId`'s session `tokenId` on `sink`: replays what came after `after` (else
   * starts now), then streams live until the returned close is called or the session ends.
   */
  async open(
    userId: number,
    tokenId: number,
    after: LiveCursor | null,
    sink: LiveSink,
  ): Promise<() => Promise<void>> {
    const cursor = after ?? (await cursorNow(this.options.db));
    const presenceId = await this.options.presence.open(userId);
    const stream: OpenStream = {
      userId,
      tokenId,
      sink,
      presenceId,
      cursor,
      pumping: false,
      again: false,
      closed: false,
      retry: null,
    };
    const streams = this.byUser.get(userId) ?? new Set();
    streams.add(stream);
    this.byUser.set(userId, streams);
    this.startHeartbeat();
    void this.pump(stream);
    // A session ended while this stream was opening sent its notice before the stream could hear it.
    void this.endEndedSessions(userId);
    return () => this.close(stream);
  }

  /** Makes each of `userId`'s streams here read on. */
  wake(userId: number): void {
    for (const stream of this.byUser.get(userId) ?? []) void this.pump(stream);
  }

  /** Ends every stream (the app is closing). */
  async closeAll(): Promise<void> {
    const all = [...this.byUser.values()].flatMap((streams) => [...streams]);
    await Promise.all(
      all.map(async (stream) => {
        stream.sink.end();
        await this.close(stream);
      }),
    );
  }

  private async close(stream: OpenStream): Promise<void> {
    if (stream.closed) return;
    stream.closed = true;
    if (stream.retry) clearTimeout(stream.retry);
    const streams = this.byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.byUser.delete(stream.userId);
    if (this.byUser.size === 0) this.stopHeartbeat();
    await this.options.presence.close(stream.presenceId).catch((error: unknown) => {
      this.log.error({ err: error }, 'live stream presence not closed');
    });
  }

  private async pump(stream: OpenStream): Promise<void> {
    if (stream.pumping) {
      stream.again = true;
      return;
    }
    stream.pumping = true;
    try {
      do {
        stream.again = false;
        const batch = await readLiveEvents(this.options.db, stream.userId, stream.cursor, BATCH);
        if (stream.closed) return;
        for (const logged of batch.events) {
          stream.sink.write(sseFrame(logged));
          stream.cursor = logged.cursor;
        }
        if (stream.sink.buffered > MAX_BUFFERED_BYTES) {
          stream.sink.end();
          await this.close(stream);
          return;
        }
        if (batch.more) stream.again = true;
        if (batch.heldBack && !stream.retry) {
          stream.retry = setTimeout(() => {
            stream.retry = null;
            void this.pump(stream);
          }, HELD_BACK_RETRY_MS);
        }
      } while (stream.again && !stream.closed);
    } catch (error) {
      // The next notice or heartbeat reads again from the same cursor.
      this.log.error({ err: error }, 'live events not read');
    } finally {
      stream.pumping = false;
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private async beat(): Promise<void> {
    const all = [...this.byUser.values()].flatMap((streams) => [...streams]);
    for (const stream of all) {
      stream.sink.write(': heartbeat\n\n');
      void this.pump(stream);
    }
    await this.options.presence.touch(all.map((stream) => stream.presenceId)).catch((error: unknown) => {
      this.log.error({ err: error }, 'live stream presence not refreshed');
    });
  }
}
