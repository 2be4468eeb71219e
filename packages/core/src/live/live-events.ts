import { fetchEventSource } from '@microsoft/fetch-event-source';
import {
  LIVE_EVENTS_PATH,
  type LiveEvent,
  type LiveEventKind,
  type LiveEventOf,
  liveEventSchema,
} from '@showroom/contract/live';
import { apiBaseUrl, session } from '@showroom/core';
import { createStore } from 'zustand/vanilla';
import { reconnectDelayMs } from './reconnect-delay.ts';

/** Where the tab's stream is: none (signed out, nobody listening), opening, open, or waiting to retry. */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'retrying';

export interface LiveState {
  readonly status: LiveStatus;
}

type Listener = (event: LiveEvent) => void;

const store = createStore<LiveState>()(() => ({ status: 'idle' }));
const listeners = new Map<LiveEventKind, Set<Listener>>();
let connection: AbortController | null = null;
let connectedToken: string | null = null;
let stopFollowing: (() => void) | null = null;

/** The server refused the stream (signed out, deactivated): retrying would be refused too. */
class Refused extends Error {
  constructor(readonly status: number) {
    super(`live stream refused with ${status}`);
  }
}
/** The server ended the stream (a restart, a slow client): come back with Last-Event-ID. */
class Ended extends Error {}

const listening = () => [...listeners.values()].some((set) => set.size > 0);

function deliver(data: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return;
  }
  const result = liveEventSchema.safeParse(parsed);
  // An event of a kind this build does not know (a newer server) is skipped, not an error.
  if (!result.success) return;
  for (const listener of listeners.get(result.data.kind) ?? []) listener(result.data);
}

function connect(token: string): void {
  disconnect();
  const abort = new AbortController();
  connection = abort;
  connectedToken = token;
  let failures = 0;
  store.setState({ status: 'connecting' });
  void fetchEventSource(`${apiBaseUrl()}${LIVE_EVENTS_PATH.replace(/^\/api/, '')}`, {
    signal: abort.signal,
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    // A hidden tab closes its stream and resumes from its Last-Event-ID when shown again: the
    // homeowner who is not looking gets the mail (decision 0093).
    openWhenHidden: false,
    // Read per request (not the library's captured window.fetch), as the API client's calls are.
    fetch: (input, init) => globalThis.fetch(input, init),
    async onopen(response) {
      if (response.status === 401 || response.status === 403) throw new Refused(response.status);
      if (!response.ok) throw new Error(`live stream answered ${response.status}`);
      failures = 0;
      store.setState({ status: 'open' });
    },
    onmessage: (message) => deliver(message.data),
    onclose() {
      throw new Ended();
    },
    onerror(error: unknown) {
      if (error instanceof Refused) {
        store.setState({ status: 'idle' });
        // The session is gone (a sign-out elsewhere, or the account deactivated: the server ended
        // the stream, and coming back is refused): the page signs out too, in every tab, unless it
        // has signed in anew meanwhile. The consoles' gates then show their sign-in in place.
        if (error.status === 401 && session.store.getState().token === token) session.clearSession();
        // Rethrown: fetchEventSource stops for good.
        throw error;
      }
      failures += 1;
      store.setState({ status: 'retrying' });
      return reconnectDelayMs(failures);
    },
  }).catch(() => {
    // Refused: stays closed until the session changes.
  });
}

function disconnect(): void {
  connection?.abort();
  connection = null;
  connectedToken = null;
  store.setState({ status: 'idle' });
}

/** Opens, keeps or closes the tab's one stream for the session and the listeners there are now. */
function reconcile(): void {
  const token = session.isLoggedIn() ? session.store.getState().token : null;
  if (!token || !listening()) {
    if (connection) disconnect();
    return;
  }
  if (token !== connectedToken) connect(token);
}

function follow(): void {
  if (stopFollowing) return;
  stopFollowing = session.store.subscribe(reconcile);
}

/**
 * Calls `listener` with each live event of `kind` for the signed-in user (decision 0093). The tab's
 * one stream opens with the first listener while signed in (any account type), reconnects with
 * Last-Event-ID and backoff, follows the session (another user: a new stream; signed out: none) and
 * closes when the last listener goes. Returns the unsubscribe.
 */
function subscribe<K extends LiveEventKind>(kind: K, listener: (event: LiveEventOf<K>) => void): () => void {
  const set = listeners.get(kind) ?? new Set<Listener>();
  const wrapped: Listener = (event) => listener(event as LiveEventOf<K>);
  set.add(wrapped);
  listeners.set(kind, set);
  follow();
  reconcile();
  return () => {
    set.delete(wrapped);
    reconcile();
  };
}

/** Closes the stream and forgets every listener (tests, teardown). */
function reset(): void {
  stopFollowing?.();
  stopFollowing = null;
  listeners.clear();
  disconnect();
}

/** The tab's live events: `subscribe` by kind, and the stream's status. */
export const liveEvents = { store, subscribe, reset };
