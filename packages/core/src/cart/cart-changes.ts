import {
  type CartItem,
  type ProjectCart,
  type ProjectCartResponse,
  projectCartResponseSchema,
  type SyncToCartFields,
} from '@showroom/contract/cart';
import { api, notify, type ToastLink } from '@showroom/core';
import {
  announceCart,
  applyAnsweredCart,
  cartOwner,
  cartStore,
  cartTracking,
  setCart,
} from './cart-state.ts';

/** Where a change came from: the custom element the announcement goes out from (else the document). */
export interface CartChangeOptions {
  from?: EventTarget | null;
  /** A link the success toast offers (the visualizer's "View cart"). */
  link?: ToastLink;
}

/** What the product screen puts in the cart; the showroom, token and action are added here. */
export type CartItemInput = Pick<SyncToCartFields, 'product_id' | 'size_id' | 'colour' | 'qty'>;

/**
 * The common end of every change (spec §7, §8): the answered cart replaces the store's, the
 * server's message shows as a success toast and the page hears `showroom:cart-updated`.
 * A failure has already been shown by the error catalogue; the caller's promise rejects with it.
 */
function applied(
  body: ProjectCartResponse,
  startedIn: number,
  { from, link }: CartChangeOptions,
): ProjectCart {
  applyAnsweredCart(body.data, startedIn);
  if (body.message) notify.success(body.message, link);
  announceCart(from);
  if (!body.data) throw new Error('The cart answer had no cart.');
  return body.data;
}

/** Puts an item in the cart (`POST /api/projectCart/sync_to_cart`); a visitor's first item makes the cart. */
async function addItem(item: CartItemInput, options: CartChangeOptions = {}): Promise<ProjectCart> {
  const owner = cartOwner({ create: true });
  const startedIn = cartTracking.generation;
  const body = await api.post('projectCart/sync_to_cart', {
    schema: projectCartResponseSchema,
    body: { ...item, ...owner, action: 'cart' },
  });
  return applied(body, startedIn, options);
}

/**
 * Puts many items in the cart at once (`POST /api/projectCart/sync_to_bulk_cart`, e.g. a whole
 * room): all or nothing, each adding to its line as `addItem` would. With `project` (the homeowner's
 * own), the server adds from that project's showroom.
 */
async function addMany(
  items: readonly CartItem[],
  options: CartChangeOptions & { project?: number } = {},
): Promise<ProjectCart> {
  const owner = cartOwner({ create: true });
  const startedIn = cartTracking.generation;
  const { project, ...change } = options;
  const body = await api.post('projectCart/sync_to_bulk_cart', {
    schema: projectCartResponseSchema,
    body: { ...owner, action: 'cart', items, ...(project === undefined ? {} : { project }) },
  });
  return applied(body, startedIn, change);
}

/** The store's cart with one line's quantity set (the badge count follows). */
function withLineQty(lineId: number, qty: number): void {
  const current = cartStore.getState().cart;
  if (!current) return;
  setCart({
    ...current,
    Project_tans: current.Project_tans.map((line) => (line.id === lineId ? { ...line, qty } : line)),
  });
}

/** Each quantity change's number: only the latest one's answer is applied, so answers out of order cannot undo a newer choice. */
let latestQtyChange = 0;

/**
 * Sets one line's quantity (`POST /api/projectCart/update_cart`). The new quantity shows at once
 * (the line's amount and the totals wait for the server's answer, which prices them); if the
 * server refuses, the line gets its quantity back, unless a newer change has moved it since.
 */
async function updateQty(lineId: number, qty: number, options: CartChangeOptions = {}): Promise<ProjectCart> {
  const owner = cartOwner({ create: false });
  const startedIn = cartTracking.generation;
  const change = ++latestQtyChange;
  const before = cartStore.getState().cart?.Project_tans.find((line) => line.id === lineId)?.qty;
  withLineQty(lineId, qty);
  let body: ProjectCartResponse;
  try {
    body = await api.post('projectCart/update_cart', {
      schema: projectCartResponseSchema,
      body: { ...owner, id: lineId, qty },
    });
  } catch (error) {
    if (change === latestQtyChange && before !== undefined && startedIn === cartTracking.generation) {
      withLineQty(lineId, before);
    }
    throw error;
  }
  // A newer change is on its way: its answer (and its toast) will show the cart.
  if (change !== latestQtyChange) {
    if (!body.data) throw new Error('The cart answer had no cart.');
    return body.data;
  }
  return applied(body, startedIn, options);
}

/** Removes one line (`DELETE /api/cart/destroy/{id}?showroom=&temp_project_id=`); the cart stays, maybe empty. */
async function removeLine(lineId: number, options: CartChangeOptions = {}): Promise<ProjectCart> {
  const owner = cartOwner({ create: false });
  const startedIn = cartTracking.generation;
  const body = await api.delete(`cart/destroy/${lineId}`, {
    schema: projectCartResponseSchema,
    searchParams: { ...owner },
  });
  return applied(body, startedIn, options);
}

/** The calls that change the cart, each sending the showroom and the visitor's cart token. */
export const cartChanges = { addItem, addMany, updateQty, removeLine };
