import { LIVE_EVENTS } from '@showroom/contract/live';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addMs, type Clock } from '../clock/clock.ts';
import { live_streams } from './live-events-schema.ts';

/**
 * Who has a stream open on any API process, kept in the database (a row per stream, refreshed by
 * the stream's heartbeat), so every process answers alike and a dead process's rows go stale.
 */
export class LivePresence {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Records an open stream; the id is what `touch` and `close` take. */
  async open(userId: number): Promise<number> {
    const now = this.clock.now();
    const [row] = await this.db
      .insert(live_streams)
      .values({ user_id: userId, opened_at: now, seen_at: now })
      .returning({ id: live_streams.id });
    if (!row) throw new Error('live stream row not written');
    return row.id;
  }

  /** One statement for all of a process's open streams at each heartbeat. */
  async touch(streamIds: readonly number[]): Promise<void> {
    if (streamIds.length === 0) return;
    await this.db
      .update(live_streams)
      .set({ seen_at: this.clock.now() })
      .where(inArray(live_streams.id, [...streamIds]));
  }

  async close(streamId: number): Promise<void> {
    await this.db.delete(live_streams).where(eq(live_streams.id, streamId));
  }

  /** Whether `userId` has a stream open anywhere (refreshed within the stale time). */
  async isOnSite(userId: number): Promise<boolean> {
    const since = addMs(this.clock.now(), -LIVE_EVENTS.presenceStaleMs);
    const [row] = await this.db
      .select({ id: live_streams.id })
      .from(live_streams)
      .where(and(eq(live_streams.user_id, userId), gt(live_streams.seen_at, since)))
      .limit(1);
    return row !== undefined;
  }
}
