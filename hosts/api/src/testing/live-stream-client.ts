/**
 * A test's and the bench's client of `GET /api/events` over real HTTP (app.inject cannot stream):
 * collects the frames as they come and waits for the one a test expects.
 */
import { type IncomingMessage, request } from 'node:http';
import { type LiveEvent, liveEventSchema } from '@showroom/contract/live';

export interface ReceivedLiveEvent {
  id: string;
  event: LiveEvent;
  /** performance.now() when its frame was read. */
  at: number;
}

export interface LiveStreamClient {
  readonly status: number;
  readonly received: readonly ReceivedLiveEvent[];
  /** Comment lines seen (the heartbeat's). */
  readonly comments: number;
  /** Resolves once the server has ended the stream (or the test closed it). */
  readonly ended: Promise<void>;
  /** Resolves with the first received event (old or new) that `match` accepts; rejects after `timeoutMs`. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<ReceivedLiveEvent>;
  close(): void;
}

/**
 * Opens a stream at `baseUrl` (e.g. http://127.0.0.1:port) as the token's user. node:http rather
 * than fetch: closing must drop the connection at once, as a browser tab going away does (an
 * aborted fetch left its socket open to the server).
 */
export async function openLiveStream(
  baseUrl: string,
  token: string,
  lastEventId?: string,
): Promise<LiveStreamClient> {
  const answer = await new Promise<IncomingMessage>((resolve, reject) => {
    const call = request(`${baseUrl}/api/events`, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
    });
    call.on('response', resolve);
    call.on('error', reject);
    call.end();
  });
  const received: ReceivedLiveEvent[] = [];
  const waiters = new Set<() => void>();
  let comments = 0;
  const frame = (text: string) => {
    const fields = new Map<string, string>();
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) comments += 1;
      const colon = line.indexOf(': ');
      if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
    }
    const data = fields.get('data');
    if (data === undefined) return;
    received.push({
      id: fields.get('id') ?? '',
      event: liveEventSchema.parse(JSON.parse(data)),
      at: performance.now(),
    });
    for (const wake of waiters) wake();
  };
  const decoder = new TextDecoder();
  let buffer = '';
  answer.on('data', (chunk: Buffer) => {
    buffer += decoder.decode(chunk, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      frame(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  });
  // Closed by the test or the server.
  answer.on('error', () => {});
  const ended = new Promise<void>((resolve) => answer.once('close', () => resolve()));
  return {
    status: answer.statusCode ?? 0,
    received,
    ended,
    get comments() {
      return comments;
    },
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find((each) => match(each.event));
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => answer.destroy(),
  };
}
