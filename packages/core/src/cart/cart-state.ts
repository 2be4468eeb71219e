import { STORAGE_KEYS } from '@showroom/contract';
import { cartItemCount, type ProjectCart } from '@showroom/contract/cart';
import {
  emitShowroomEvent,
  type LoadStatus,
  SHOWROOM_EVENTS,
  session,
  showroomEventSource,
  showroomSelection,
  storage,
} from '@showroom/core';
import { createStore } from 'zustand/vanilla';
import { noticeCartMerge } from './cart-merge-notice.ts';

export interface CartState {
  /** The caller's cart in the chosen showroom, as the API last answered it; null when none. */
  readonly cart: ProjectCart | null;
  /** The header badge: the sum of qty over the cart's lines (spec §2). */
  readonly count: number;
  readonly status: LoadStatus;
}

export const CART_INITIAL_STATE: CartState = { cart: null, count: 0, status: 'idle' };

/** The page-wide cart state, shared by loading (cart.ts) and changing (cart-changes.ts). */
export const cartStore = createStore<CartState>()(() => CART_INITIAL_STATE);

/**
 * Bookkeeping shared by the cart's modules: `generation` grows at every reset, so answers to
 * requests sent before a logout are dropped; `followedToken` is the cart id the store last loaded
 * with or made itself (a `cart_id` change to it needs no reload); `load` is the load in flight.
 */
export const cartTracking: {
  generation: number;
  followedToken: string | undefined;
  load: AbortController | null;
  /** The count the page last heard; null before the first announcement and after a reset. */
  announcedCount: number | null;
} = { generation: 0, followedToken: undefined, load: null, announcedCount: null };

/** Shows the cart an answer brought; a sign-in merge it reports becomes a toast. */
export function setCart(cart: ProjectCart | null): void {
  cartStore.setState({ cart, count: cartItemCount(cart), status: 'ready' });
  noticeCartMerge(cart?.merged);
}

export const storedCartToken = (): string | undefined => storage.getString(STORAGE_KEYS.cartId) ?? undefined;
export const chosenShowroom = (): number | undefined => showroomSelection.current()?.showroom;

/** What names the caller's cart in every change: the showroom and, for a visitor, the cart's token. */
export interface CartOwner {
  showroom: number;
  temp_project_id?: string;
}

/**
 * The cart a change goes to. A visitor's first change makes the cart's token (`cart_id`, a random
 * UUID: the only proof the cart is theirs) when `create` is set; a signed-in user needs none.
 */
export function cartOwner({ create }: { create: boolean }): CartOwner {
  const showroom = chosenShowroom();
  if (!showroom) throw new Error('A showroom must be chosen before changing the cart.');
  let token = storedCartToken();
  if (!token && create && !session.isLoggedIn()) {
    token = crypto.randomUUID();
    cartTracking.followedToken = token;
    storage.set(STORAGE_KEYS.cartId, token);
  }
  return token ? { showroom, temp_project_id: token } : { showroom };
}

/**
 * Applies a cart the server answered to a change, unless a reset (logout) came in between; a load
 * still on its way would answer the cart as it was before the change, so it is dropped.
 */
export function applyAnsweredCart(cart: ProjectCart | null, startedIn: number): void {
  if (startedIn !== cartTracking.generation) return;
  cartTracking.load?.abort();
  setCart(cart);
}

/**
 * Tells every widget on the page (and the host page) that the cart changed, with its new count.
 * From `from` (the custom element whose widget made the change; else `showroomEventSource`) the
 * event bubbles, composed, through the element to the document, so listeners on either hear it once.
 */
export function announceCart(from?: EventTarget | null): void {
  if (typeof document === 'undefined') return;
  const { count } = cartStore.getState();
  cartTracking.announcedCount = count;
  emitShowroomEvent(showroomEventSource(from), SHOWROOM_EVENTS.cartUpdated, { count });
}

/**
 * After a load: announces the count unless the page already heard this very count (a second load
 * as the showroom's profile settles tells a host counter nothing new).
 */
export function announceLoadedCart(): void {
  if (cartStore.getState().count !== cartTracking.announcedCount) announceCart();
}
