import { DEFAULT_PAGE_SIZE, type Paginator } from '@showroom/contract';
import {
  type Notification,
  notificationPageResponseSchema,
  notificationUpdateResponseSchema,
  pendingNotificationsResponseSchema,
} from '@showroom/contract/account';
import { api, type LoadStatus, session } from '@showroom/core';
import { liveEvents } from '@showroom/core/live';
import { createStore } from 'zustand/vanilla';

export interface NotificationsState {
  /** How many notifications of the signed-in user are unread (the header badge). */
  readonly pendingCount: number;
  /** The newest unread ones, as `GET /api/notification?pending=1` lists them. */
  readonly newestUnread: readonly Notification[];
  readonly pendingStatus: LoadStatus;
  /** The page of the full list last asked for with `loadPage`. */
  readonly page: Paginator<Notification> | null;
  readonly pageStatus: LoadStatus;
}

const INITIAL: NotificationsState = {
  pendingCount: 0,
  newestUnread: [],
  pendingStatus: 'idle',
  page: null,
  pageStatus: 'idle',
};

const store = createStore<NotificationsState>()(() => INITIAL);

/** Bumped by `reset`: answers to requests of an earlier session must not land in this one. */
let generation = 0;
let pendingRequest: AbortController | null = null;
let pageRequest: AbortController | null = null;

function begin(previous: AbortController | null): AbortController {
  previous?.abort();
  return new AbortController();
}

/**
 * Loads the unread count and the newest unread notifications. Quiet (`silent`): it runs in the
 * background at every sign-in, and a failed badge is not worth an error toast; a 401 still ends
 * the session. Resolves either way; `pendingStatus` tells how it went.
 */
async function loadPending(): Promise<void> {
  if (!session.shopperToken()) return;
  const request = begin(pendingRequest);
  pendingRequest = request;
  store.setState({ pendingStatus: 'loading' });
  try {
    const body = await api.get('notification', {
      schema: pendingNotificationsResponseSchema,
      searchParams: { pending: 1 },
      signal: request.signal,
      silent: true,
    });
    if (request.signal.aborted) return;
    store.setState({ pendingCount: body.data.count, newestUnread: body.data.data, pendingStatus: 'ready' });
  } catch {
    if (!request.signal.aborted) store.setState({ pendingStatus: 'error' });
  }
}

/**
 * Loads one page of all notifications (newest first, `per_page` default 10). A newer call wins
 * over one still running. A page past the end (the list shrank) loads the last page instead.
 * Resolves either way; `pageStatus` tells how it went, and the catalogue has shown any error.
 */
async function loadPage(page = 1, perPage: number = DEFAULT_PAGE_SIZE): Promise<void> {
  const request = begin(pageRequest);
  pageRequest = request;
  store.setState({ pageStatus: 'loading' });
  try {
    const body = await api.get('notification', {
      schema: notificationPageResponseSchema,
      searchParams: { page, per_page: perPage },
      signal: request.signal,
    });
    if (request.signal.aborted) return;
    const { last_page: last } = body.data;
    if (page > last && last >= 1) return loadPage(last, perPage);
    store.setState({ page: body.data, pageStatus: 'ready' });
  } catch {
    if (!request.signal.aborted) store.setState({ pageStatus: 'error' });
  }
}

/**
 * Marks one notification read (`PUT /api/notification/{id}`) and updates the count, the newest
 * unread and the loaded page. Rejects with the `ApiError` when the server refuses.
 */
async function markRead(id: number): Promise<void> {
  const startedIn = generation;
  // An empty JSON object, not no body: every request is sent as JSON (spec §7), and a JSON request
  // without a body is a 400 for Fastify (and many other servers).
  const body = await api.put(`notification/${id}`, { schema: notificationUpdateResponseSchema, body: {} });
  if (startedIn !== generation) return;
  const { newestUnread, page, pendingCount } = store.getState();
  const inPage = page?.data.find((item) => item.id === id);
  const inNewest = newestUnread.some((item) => item.id === id);
  const wasUnread = inNewest || (inPage !== undefined && inPage.read_at === null);
  store.setState({
    newestUnread: newestUnread.filter((item) => item.id !== id),
    page: page && { ...page, data: page.data.map((item) => (item.id === id ? body.data : item)) },
    pendingCount: wasUnread ? Math.max(0, pendingCount - 1) : pendingCount,
  });
  // Not one we had loaded: only the server knows whether the count changed.
  if (!inPage && !inNewest) await loadPending();
}

/** Forgets everything (logout, another user) and drops the answers still on their way. */
function reset(): void {
  generation++;
  pendingRequest?.abort();
  pageRequest?.abort();
  pendingRequest = null;
  pageRequest = null;
  store.setState(INITIAL, true);
}

let stopFollowing: (() => void) | null = null;

/**
 * Follows the session (spec §4 "On login state ... pending notifications load"): loads the
 * pending notifications now if signed in and whenever a session starts (here or in another
 * tab), and resets at logout; and live (decision 0093): each new notification the tab's stream
 * tells of loads them again, so the header's count follows without a reload. Idempotent; the
 * React binding calls it, so merely importing core sends no request.
 */
function start(): void {
  if (stopFollowing) return;
  let token = session.shopperToken(session.store.getState());
  // Listening opens the tab's stream: only a homeowner has notifications here (an admin before the
  // one-time code, say, would be refused and never hear again).
  let stopLive: (() => void) | null = null;
  const followLive = () => {
    if (token && !stopLive) stopLive = liveEvents.subscribe('notification', () => void loadPending());
    if (!token && stopLive) {
      stopLive();
      stopLive = null;
    }
  };
  const stopSession = session.store.subscribe((state) => {
    const next = session.shopperToken(state);
    if (next === token) return;
    token = next;
    reset();
    followLive();
    if (next) void loadPending();
  });
  followLive();
  stopFollowing = () => {
    stopSession();
    stopLive?.();
    stopLive = null;
  };
  if (token) void loadPending();
}

/** Stops following the session and the live events (tests, teardown). */
function stop(): void {
  stopFollowing?.();
  stopFollowing = null;
}

/** The signed-in user's notifications: the pending count for the header and the paged list. */
export const notifications = { store, start, stop, loadPending, loadPage, markRead, reset };
