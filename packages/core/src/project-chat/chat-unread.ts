import { PRO_TYPES } from '@showroom/contract';
import { type SessionState, session } from '@showroom/core';
import { liveEvents } from '@showroom/core/live';
import { createStore } from 'zustand/vanilla';
import { loadProjectChats } from './chat-requests.ts';

export interface ChatUnreadState {
  /** Messages others wrote in the signed-in user's project chats that they have not read. */
  readonly total: number;
}

const store = createStore<ChatUnreadState>()(() => ({ total: 0 }));

let request: AbortController | null = null;

/** Loads the total again (quiet: a badge is not worth a toast); a newer load wins. */
async function load(): Promise<void> {
  request?.abort();
  const current = new AbortController();
  request = current;
  try {
    const data = await loadProjectChats({ signal: current.signal, silent: true });
    if (!current.signal.aborted) store.setState({ total: data.unread_total });
  } catch {
    // The badge keeps its last count; the next event or sign-in loads it again.
  }
}

let stopFollowing: (() => void) | null = null;

/**
 * The token of someone who can be in project chats (a homeowner, a pro or designer), else null: an
 * admin before the one-time code would be refused the stream, and a vendor has no chats.
 */
function chatterToken(state: SessionState): string | null {
  if (!session.isLoggedIn(state)) return null;
  const type = state.user?.type;
  if (type && type !== 'User' && !(PRO_TYPES as readonly string[]).includes(type)) return null;
  return state.token;
}

/**
 * Follows the session and the live stream (decision 0107): a homeowner, a pro or a designer may be
 * in project chats, so the count loads at sign-in, again at every new message and
 * every read mark (the user's own, from another tab, lowers it), and drops to 0 at sign-out.
 * Idempotent; the React binding calls it, so importing this sends nothing.
 */
function start(): void {
  if (stopFollowing) return;
  let token = chatterToken(session.store.getState());
  let stopLive: (() => void)[] = [];
  const followLive = () => {
    for (const stop of stopLive) stop();
    stopLive = token
      ? [
          liveEvents.subscribe('project_chat_message', () => void load()),
          liveEvents.subscribe('project_chat_read', (event) => {
            if (event.user_id === session.store.getState().user?.id) void load();
          }),
          // Shared with this pro: a chat they are now in (its messages may be unread).
          liveEvents.subscribe('project_shared', () => void load()),
        ]
      : [];
  };
  const stopSession = session.store.subscribe((state) => {
    const next = chatterToken(state);
    if (next === token) return;
    token = next;
    request?.abort();
    store.setState({ total: 0 });
    followLive();
    if (next) void load();
  });
  followLive();
  stopFollowing = () => {
    stopSession();
    for (const stop of stopLive) stop();
    stopLive = [];
  };
  if (token) void load();
}

function stop(): void {
  stopFollowing?.();
  stopFollowing = null;
}

/** The header's and the account menu's unread chat count. */
export const chatUnread = { store, start, stop, load };
