import type { ProjectCart } from '@showroom/contract/cart';
import type { Database } from '../../db/client.ts';
import type { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { CatalogService, ShowroomContext } from '../catalog/index.ts';
import { type CallerCart, type CartCaller, findCallerCart } from './cart.ts';
import { issueCartHandoff, redeemCartHandoff } from './cart-handoff.ts';
import { removeLine, setLineQty } from './cart-line-changes.ts';
import {
  addToCart,
  bulkItemField,
  type CartItem,
  checkCartItems,
  type ItemField,
  singleItemField,
} from './cart-lines.ts';
import { priceCart } from './priced-cart.ts';
import { findOwnProject, type ProjectChanges, updateProject } from './project-notes.ts';
import { signedInCarts } from './signed-in-carts.ts';

export interface ProjectsDeps {
  db: Database;
  clock: Clock;
  /** The catalogue's cached showroom contexts and categories: carts are priced the way lists are. */
  catalog: Pick<CatalogService, 'showrooms' | 'categories'>;
  /** Lets the signed-in cart cache hear of changes; without it every read prices the cart afresh. */
  notices?: ChangeNotices;
}

/** Carts and projects (spec §4, §7): carts are priced at read time with their showroom's markup. */
export function createProjectsService({ db, clock, catalog, notices }: ProjectsDeps) {
  const cachedCartOf = signedInCarts(clock, notices);
  /** The cart priced, with what a merge this call made did (decision 0076). */
  async function priced(cart: CallerCart | null, caller: CartCaller): Promise<ProjectCart | null> {
    if (!cart) return null;
    const answer = await priceCart(db, catalog.showrooms, { id: cart.id }, caller.userId);
    return answer && cart.merged ? { ...answer, merged: cart.merged } : answer;
  }
  /** Checks the items against the showroom's catalogue, adds them all or none, answers the priced cart. */
  async function addItems(
    caller: CartCaller,
    showroomId: number,
    showroom: ShowroomContext,
    items: CartItem[],
    fieldOf: ItemField,
  ) {
    await checkCartItems(db, catalog.categories, showroom, items, fieldOf);
    return priced(await addToCart(db, caller, showroomId, items, clock, fieldOf), caller);
  }
  return {
    /**
     * The caller's cart, priced; null when there is none. A signed-in user without a cart token (the
     * hot path) gets their newest cart found and priced in one query.
     */
    async cartOf(caller: CartCaller): Promise<ProjectCart | null> {
      const { userId } = caller;
      if (!caller.token && userId !== null) {
        return cachedCartOf(userId, () => priceCart(db, catalog.showrooms, { newestOf: userId }, userId));
      }
      return priced(await findCallerCart(db, caller, clock), caller);
    },
    /** sync_to_cart: one item; field errors name its fields (`product_id`). */
    addToCart: (caller: CartCaller, showroomId: number, showroom: ShowroomContext, item: CartItem) =>
      addItems(caller, showroomId, showroom, [item], singleItemField),
    /** sync_to_bulk_cart: all items or none; field errors name the item (`items.2.product_id`). */
    addManyToCart: (caller: CartCaller, showroomId: number, showroom: ShowroomContext, items: CartItem[]) =>
      addItems(caller, showroomId, showroom, items, bulkItemField),
    /** update_cart: the priced cart, or null when the line is not in one of the caller's carts. */
    async setLineQty(caller: CartCaller, lineId: number, qty: number): Promise<ProjectCart | null> {
      return priced(await setLineQty(db, caller, lineId, qty, clock), caller);
    },
    /** cart/destroy: the priced cart, or null when the line is not in one of the caller's carts. */
    async removeLine(caller: CartCaller, lineId: number): Promise<ProjectCart | null> {
      return priced(await removeLine(db, caller, lineId, clock), caller);
    },
    /** A one-time code carrying the visitor cart `token` names to the platform; null when none. */
    handOffCart: (token: string) => issueCartHandoff(db, token, clock),
    /** The cart token a hand-off code carries, once; null for a spent or unknown code. */
    takeHandedOffCart: (code: string) => redeemCartHandoff(db, code, clock),
    findOwnProject: (userId: number, id: number) => findOwnProject(db, userId, id),
    updateProject: (userId: number, id: number, changes: ProjectChanges) =>
      updateProject(db, userId, id, changes, clock),
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
