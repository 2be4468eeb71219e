import { STORAGE_KEYS } from '@showroom/contract';
import {
  cartItemCount,
  type ProjectCart,
  projectCartResponseSchema,
  type SyncToCartFields,
} from '@showroom/contract/cart';
import {
  api,
  emitShowroomEvent,
  type LoadStatus,
  notify,
  onShowroomEvent,
  type SessionState,
  SHOWROOM_EVENTS,
  session,
  showroomSelection,
  storage,
} from '@showroom/core';
import { createStore } from 'zustand/vanilla';

export interface CartState {
  /** The caller's cart in the chosen showroom, as `GET /api/projectCart` answered; null when none. */
  readonly cart: ProjectCart | null;
  /** The header badge: the sum of qty over the cart's lines (spec §2). */
  readonly count: number;
  readonly status: LoadStatus;
}

/** What the product screen puts in the cart; the showroom, token and action are added here. */
export type CartItemInput = Pick<SyncToCartFields, 'product_id' | 'size_id' | 'colour' | 'qty'>;

const INITIAL: CartState = { cart: null, count: 0, status: 'idle' };
const store = createStore<CartState>()(() => INITIAL);

let request: AbortController | null = null;
let generation = 0;
/** The cart id the store last loaded with or made itself; a `cart_id` change to it needs no reload. */
let followedToken: string | undefined;

function setCart(cart: ProjectCart | null): void {
  store.setState({ cart, count: cartItemCount(cart), status: 'ready' });
}

const storedToken = (): string | undefined => storage.getString(STORAGE_KEYS.cartId) ?? undefined;
const chosenShowroom = (): number | undefined => showroomSelection.current()?.showroom;

/**
 * Loads the cart (spec §4: on login state the cart loads; for a visitor the count refreshes only
 * if a cart_id is stored). Quiet: a failed badge is not worth an error toast. Resolves either way.
 */
async function load(): Promise<void> {
  const showroom = chosenShowroom();
  const token = storedToken();
  followedToken = token;
  if (!showroom || (!session.isLoggedIn() && !token)) {
    request?.abort();
    store.setState(INITIAL, true);
    return;
  }
  request?.abort();
  const current = new AbortController();
  request = current;
  store.setState({ status: 'loading' });
  try {
    const body = await api.get('projectCart', {
      schema: projectCartResponseSchema,
      searchParams: token ? { showroom, temp_project_id: token } : { showroom },
      signal: current.signal,
      silent: true,
    });
    if (!current.signal.aborted) setCart(body.data);
  } catch {
    if (!current.signal.aborted) store.setState({ status: 'error' });
  }
}

/**
 * Puts an item in the cart (`POST /api/projectCart/sync_to_cart`). A visitor's first item makes
 * the cart's token (`cart_id`, a random UUID: the only proof the cart is theirs). On success the
 * server's message shows as a success toast (spec §8) and the cart is announced as updated.
 * Rejects with the `ApiError` (already shown by the error catalogue) when the server refuses.
 */
async function addItem(item: CartItemInput): Promise<ProjectCart> {
  const showroom = chosenShowroom();
  if (!showroom) throw new Error('A showroom must be chosen before adding to the cart.');
  let token = storedToken();
  if (!token && !session.isLoggedIn()) {
    token = crypto.randomUUID();
    followedToken = token;
    storage.set(STORAGE_KEYS.cartId, token);
  }
  const startedIn = generation;
  const body = await api.post('projectCart/sync_to_cart', {
    schema: projectCartResponseSchema,
    body: { ...item, showroom, action: 'cart', ...(token ? { temp_project_id: token } : {}) },
  });
  const cart = body.data;
  if (startedIn === generation) {
    request?.abort();
    setCart(cart);
  }
  notify.success(body.message);
  announce();
  if (!cart) throw new Error('The cart answer had no cart.');
  return cart;
}

/** Tells every widget on the page (and the host page) that the cart changed, with its new count. */
function announce(): void {
  if (typeof document === 'undefined') return;
  emitShowroomEvent(document, SHOWROOM_EVENTS.cartUpdated, { count: store.getState().count });
}

/** Forgets the cart (logout, another user) and drops answers still on their way. */
function reset(): void {
  generation++;
  request?.abort();
  request = null;
  store.setState(INITIAL, true);
}

const signedInToken = (state: SessionState): string | null =>
  session.isLoggedIn(state) ? state.token : null;

let stopFollowing: (() => void) | null = null;

/**
 * Follows what the cart depends on: the session (a new session reloads, logout resets), the
 * chosen showroom and the stored cart id (also from other tabs), and `showroom:cart-updated`
 * announcements from other widgets (one without a count, like attaching the cart at sign-in,
 * reloads; one with a count just sets it). Idempotent; merely importing core sends no request.
 */
function start(): void {
  if (stopFollowing) return;
  let token = signedInToken(session.store.getState());
  const stops = [
    session.store.subscribe((state) => {
      const next = signedInToken(state);
      if (next === token) return;
      token = next;
      reset();
      void load();
    }),
    showroomSelection.store.subscribe(() => void load()),
    storage.watch([STORAGE_KEYS.cartId], () => {
      if (storedToken() !== followedToken) void load();
    }),
  ];
  if (typeof document !== 'undefined') {
    stops.push(
      onShowroomEvent(document, SHOWROOM_EVENTS.cartUpdated, (event) => {
        const count = event.detail?.count;
        if (count === undefined) void load();
        else if (count !== store.getState().count) store.setState({ count });
      }),
    );
  }
  stopFollowing = () => {
    for (const stop of stops) stop();
  };
  void load();
}

function stop(): void {
  stopFollowing?.();
  stopFollowing = null;
}

/** The page-wide cart: its lines and count, and adding to it. */
export const cart = { store, start, stop, load, addItem, reset };
