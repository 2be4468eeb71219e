import { STORAGE_KEYS } from '@showroom/contract';
import { projectCartResponseSchema } from '@showroom/contract/cart';
import { api, onShowroomEvent, SHOWROOM_EVENTS, session, showroomSelection, storage } from '@showroom/core';
import { cartChanges } from './cart-changes.ts';
import {
  announceLoadedCart,
  CART_INITIAL_STATE,
  cartTracking,
  chosenShowroom,
  setCart,
  cartStore as store,
  storedCartToken,
} from './cart-state.ts';

export type { CartChangeOptions, CartItemInput } from './cart-changes.ts';
export type { CartState } from './cart-state.ts';

/**
 * Loads the cart (spec §4: on login state the cart loads; for a visitor the count refreshes only
 * if a cart_id is stored). Quiet: a failed badge is not worth an error toast. Resolves either way;
 * the status says `error` when it failed (the cart page offers a retry). Once loaded, it announces
 * the count (`showroom:cart-updated`), once per load, so a host page's own counter is right after a
 * reload too (issue #22).
 */
async function load(): Promise<void> {
  const showroom = chosenShowroom();
  const token = storedCartToken();
  cartTracking.followedToken = token;
  cartTracking.load?.abort();
  if (!showroom || (!session.shopperToken() && !token)) {
    cartTracking.load = null;
    store.setState({ ...CART_INITIAL_STATE, status: 'ready' }, true);
    // A visitor without a cart has 0 items; before a showroom is chosen the count is not known yet.
    if (showroom) announceLoadedCart();
    return;
  }
  const current = new AbortController();
  cartTracking.load = current;
  store.setState({ status: 'loading' });
  try {
    const body = await api.get('projectCart', {
      schema: projectCartResponseSchema,
      searchParams: token ? { showroom, temp_project_id: token } : { showroom },
      signal: current.signal,
      silent: true,
    });
    if (current.signal.aborted) return;
    setCart(body.data);
    announceLoadedCart();
  } catch {
    if (!current.signal.aborted) store.setState({ status: 'error' });
  }
}

/** Forgets the cart (logout, another user) and drops answers still on their way. */
function reset(): void {
  cartTracking.generation++;
  cartTracking.load?.abort();
  cartTracking.load = null;
  cartTracking.announcedCount = null;
  store.setState(CART_INITIAL_STATE, true);
}

let stopFollowing: (() => void) | null = null;

/**
 * Follows what the cart depends on: the session (a new session reloads, logout resets), the
 * chosen showroom and the stored cart id (also from other tabs), and `showroom:cart-updated`
 * announcements from other widgets (one without a count, like attaching the cart at sign-in,
 * reloads; one with a count just sets it). Idempotent; merely importing core sends no request.
 */
function start(): void {
  if (stopFollowing) return;
  let token = session.shopperToken(session.store.getState());
  const stops = [
    session.store.subscribe((state) => {
      const next = session.shopperToken(state);
      if (next === token) return;
      token = next;
      reset();
      void load();
    }),
    showroomSelection.store.subscribe(() => void load()),
    storage.watch([STORAGE_KEYS.cartId], () => {
      if (storedCartToken() !== cartTracking.followedToken) void load();
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

/**
 * The page-wide cart: its lines and count, loading it, and the calls that change it (add one or
 * many items, set a quantity, remove a line).
 */
export const cart = { store, start, stop, load, reset, ...cartChanges };
