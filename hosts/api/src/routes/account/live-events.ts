import { LIVE_EVENTS_PATH, liveEventCursorSchema } from '@showroom/contract/live';
import { sessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import type { AppRoutes } from '../route-options.ts';

/**
 * `GET /api/events` (decision 0093): the caller's own live events as server-sent events, for every
 * signed-in type. Replays what came after `Last-Event-ID` (a cursor this stream sent; anything else
 * starts from now), then streams live with a heartbeat comment.
 */
export const liveEventRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(LIVE_EVENTS_PATH, access('activeAccount'), async (request, reply) => {
    const { user, tokenId } = sessionOf(request);
    const parsed = liveEventCursorSchema.safeParse(request.headers['last-event-id']);
    // The headers the app's hooks set (CORS, security) go out with the stream; Fastify's own
    // sending is bypassed (hijack), as a stream has no end to serialise.
    const headers = Object.fromEntries(
      Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      ),
    );
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and similar proxies would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
      // A stream's connection is never reused: closed with it, so a closing server waits for nothing.
      connection: 'close',
    });
    raw.write(': open\n\n');
    let close: () => Promise<void>;
    try {
      close = await ctx.live.open(user.id, tokenId, parsed.success ? parsed.data : null, {
        write: (text) => raw.write(text),
        get buffered() {
          return raw.writableLength;
        },
        end: () => raw.end(),
      });
    } catch (error) {
      // The answer has started: end it, and the client comes back with its Last-Event-ID.
      request.log.error({ err: error }, 'live stream not opened');
      raw.end();
      return;
    }
    raw.on('close', () => void close());
    if (raw.destroyed) await close();
  });
};
