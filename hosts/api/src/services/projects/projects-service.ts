import type { ProjectFromDraftRequest } from '@showroom/contract/account';
import type { ProjectCart } from '@showroom/contract/cart';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { ShowroomContext } from '../catalog/showroom-context.ts';
import { type CartCaller, findCallerCart } from './cart.ts';
import { addToCart, type CartItem, checkCartItem } from './cart-lines.ts';
import { priceCart } from './priced-cart.ts';
import { type AttachOutcome, attachCartToProject, createProjectFromDraft } from './projects.ts';

export interface ProjectsDeps {
  db: Database;
  clock: Clock;
  /** The catalogue's cached showroom contexts and categories: carts are priced the way lists are. */
  catalog: Pick<CatalogService, 'showrooms' | 'categories'>;
}

/** Carts and projects (spec §4, §7): carts are priced at read time with their showroom's markup. */
export function createProjectsService({ db, clock, catalog }: ProjectsDeps) {
  return {
    /** The caller's cart, priced; null when there is none. */
    async cartOf(caller: CartCaller): Promise<ProjectCart | null> {
      const cart = await findCallerCart(db, caller, clock);
      return cart && priceCart(db, catalog.showrooms, cart);
    },
    /** Checks the item against the showroom's catalogue, adds it, and answers the priced cart. */
    async addToCart(caller: CartCaller, showroomId: number, showroom: ShowroomContext, item: CartItem) {
      await checkCartItem(db, catalog.categories, showroom, item);
      const cart = await addToCart(db, caller, showroomId, item, clock);
      return priceCart(db, catalog.showrooms, cart);
    },
    createFromDraft: (userId: number, showroomId: number, draft: Omit<ProjectFromDraftRequest, 'showroom'>) =>
      createProjectFromDraft(db, userId, showroomId, draft, clock),
    attachCart: (
      userId: number,
      input: { re_temp_project_id: string; project_id: number },
    ): Promise<AttachOutcome> => attachCartToProject(db, userId, input, clock),
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
