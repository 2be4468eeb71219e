import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import {
  CART_MESSAGES,
  type ProjectCartResponse,
  projectCartQuerySchema,
  syncToBulkCartRequestSchema,
  syncToCartRequestSchema,
} from '@showroom/contract/cart';
import type { FastifyRequest } from 'fastify';
import { fieldError, HttpError } from '../../lib/http-error.ts';
import { type CartItem, normaliseColour } from '../../modules/carts/index.ts';
import { findProjectAccess } from '../../modules/project-access/index.ts';
import { optionalSessionOf } from '../../plugins/auth.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import { takeOrThrow } from '../../providers/rate-limits/rate-limits.ts';
import type { AppRoutes } from '../route-options.ts';
import { cartCallerOf } from './cart-caller.ts';

/** An item as the cart stores it: "no size" and blank colours are null. */
const toCartItem = (item: {
  product_id: number;
  size_id?: number | null | undefined;
  colour?: string | null | undefined;
  qty: number;
}): CartItem => ({
  product_id: item.product_id,
  size_id: item.size_id ?? null,
  colour: normaliseColour(item.colour),
  qty: item.qty,
});

/**
 * /api/projectCart (spec §7): reading the cart and adding to it, one item (sync_to_cart) or many at
 * once (sync_to_bulk_cart), for visitors (by their cart token) and signed-in users alike. Changing and
 * removing lines: project-cart-line-changes.ts; projects: project-from-draft.ts, project-notes.ts.
 */
export const projectCartRoutes: AppRoutes = async (app, { ctx }) => {
  // The markup of each showroom, read the way the catalogue reads it (cached for seconds).
  const { showrooms } = ctx.catalog;

  /** The caller, who must be signed in or hold a cart token, and the active showroom they add from. */
  async function adding(
    request: FastifyRequest,
    input: { showroom: number; temp_project_id?: string | undefined },
  ) {
    const caller = cartCallerOf(request, input.temp_project_id);
    if (caller.userId === null && !caller.token) {
      throw fieldError('temp_project_id', CART_MESSAGES.tempProjectIdRequired);
    }
    const showroom = await showrooms.find(input.showroom);
    if (!showroom?.showroom) throw fieldError('showroom', ACCOUNT_MESSAGES.showroomInvalid);
    return { caller, showroomId: showroom.showroom, showroom };
  }

  /**
   * A project's items are bought from the project's showroom, whichever the page shows (decision 0115);
   * the caller's own project only (404 'Project not found.' otherwise, as the project routes answer), and
   * the page's showroom for a project that has none yet.
   */
  async function projectShowroom(
    request: FastifyRequest,
    input: { project: number; showroom: number },
  ): Promise<number> {
    const user = optionalSessionOf(request)?.user;
    const found = user ? await findProjectAccess(ctx.db, input.project, user) : null;
    if (found?.role !== 'owner') throw new HttpError(404, { message: CART_MESSAGES.projectNotFound });
    return found.project.showroomId ?? input.showroom;
  }

  app.get('/api/projectCart', access('homeownerOrVisitor'), async (request): Promise<ProjectCartResponse> => {
    const query = validate(projectCartQuerySchema, request.query);
    const caller = cartCallerOf(request, query.temp_project_id);
    return { success: true, message: '', data: await ctx.projects.cartOf(caller) };
  });

  app.post(
    '/api/projectCart/sync_to_cart',
    access('homeownerOrVisitor'),
    async (request): Promise<ProjectCartResponse> => {
      await takeOrThrow([ctx.limits.cartAddsPerIp, request.ip]);
      const input = validate(syncToCartRequestSchema, request.body);
      const { caller, showroomId, showroom } = await adding(request, input);
      const cart = await ctx.projects.addToCart(caller, showroomId, showroom, toCartItem(input));
      return { success: true, message: CART_MESSAGES.itemAdded, data: cart };
    },
  );

  app.post(
    '/api/projectCart/sync_to_bulk_cart',
    access('homeownerOrVisitor'),
    async (request): Promise<ProjectCartResponse> => {
      // One request counts once, whatever its number of items (at most MAX_BULK_CART_ITEMS).
      await takeOrThrow([ctx.limits.cartAddsPerIp, request.ip]);
      const input = validate(syncToBulkCartRequestSchema, request.body);
      const { project } = input;
      const fromShowroom =
        project === undefined ? input.showroom : await projectShowroom(request, { ...input, project });
      const { caller, showroomId, showroom } = await adding(request, { ...input, showroom: fromShowroom });
      const items = input.items.map(toCartItem);
      const cart = await ctx.projects.addManyToCart(caller, showroomId, showroom, items);
      return { success: true, message: CART_MESSAGES.itemsAdded, data: cart };
    },
  );
};
