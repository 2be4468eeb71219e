import { type Envelope, MESSAGES } from '@showroom/contract';
import {
  ACCOUNT_MESSAGES,
  attachCartRequestSchema,
  projectFromDraftRequestSchema,
} from '@showroom/contract/account';
import {
  CART_MESSAGES,
  type ProjectCartResponse,
  projectCartQuerySchema,
  syncToCartRequestSchema,
} from '@showroom/contract/cart';
import { fieldError, HttpError } from '../lib/http-error.ts';
import { optionalSessionOf, sessionOf } from '../plugins/auth.ts';
import { access } from '../plugins/route-access.ts';
import { validate } from '../plugins/validate.ts';
import { normaliseColour } from '../services/projects/cart-lines.ts';
import { takeOrThrow } from '../services/rate-limits/rate-limits.ts';
import type { AppRoutes } from './route-options.ts';

/**
 * /api/projectCart (spec §7): the cart (read it, add to it) for visitors and signed-in users alike,
 * and the calls sign-in and registration need (spec §4): a project from the saved draft, and
 * attaching the visitor's cart to it. Updating and removing lines and bulk adds come later.
 */
export const projectCartRoutes: AppRoutes = async (app, { ctx }) => {
  // The markup of each showroom, read the way the catalogue reads it (cached for seconds).
  const { showrooms } = ctx.catalog;

  app.get('/api/projectCart', access('homeownerOrVisitor'), async (request): Promise<ProjectCartResponse> => {
    const query = validate(projectCartQuerySchema, request.query);
    const caller = { userId: optionalSessionOf(request)?.user.id ?? null, token: query.temp_project_id };
    return { success: true, message: '', data: await ctx.projects.cartOf(caller) };
  });

  app.post(
    '/api/projectCart/sync_to_cart',
    access('homeownerOrVisitor'),
    async (request): Promise<ProjectCartResponse> => {
      await takeOrThrow([ctx.limits.cartAddsPerIp, request.ip]);
      const input = validate(syncToCartRequestSchema, request.body);
      const caller = { userId: optionalSessionOf(request)?.user.id ?? null, token: input.temp_project_id };
      if (caller.userId === null && !caller.token) {
        throw fieldError('temp_project_id', CART_MESSAGES.tempProjectIdRequired);
      }
      // An active pro's showroom (the catalogue's cached context: markup and categories carried).
      const showroom = await showrooms.find(input.showroom);
      if (!showroom?.showroom) throw fieldError('showroom', ACCOUNT_MESSAGES.showroomInvalid);
      const item = {
        product_id: input.product_id,
        size_id: input.size_id ?? null,
        colour: normaliseColour(input.colour),
        qty: input.qty,
      };
      const cart = await ctx.projects.addToCart(caller, showroom.showroom, showroom, item);
      return { success: true, message: CART_MESSAGES.itemAdded, data: cart };
    },
  );

  app.post('/api/projectCart', access('homeowner'), async (request, reply): Promise<Envelope<number>> => {
    const { showroom, ...draft } = validate(projectFromDraftRequestSchema, request.body);
    const showroomId = await ctx.showrooms.findActive(showroom);
    if (showroomId === null) throw fieldError('showroom', ACCOUNT_MESSAGES.showroomInvalid);
    const id = await ctx.projects.createFromDraft(sessionOf(request).user.id, showroomId, draft);
    reply.code(201);
    return { success: true, message: ACCOUNT_MESSAGES.projectCreated, data: id };
  });

  app.post(
    '/api/projectCart/update_project_cart',
    access('homeowner'),
    async (request): Promise<Envelope<{ cart_id: number; project_id: number }>> => {
      const input = validate(attachCartRequestSchema, request.body);
      const outcome = await ctx.projects.attachCart(sessionOf(request).user.id, input);
      if (!outcome.ok) throw new HttpError(404, { message: MESSAGES.notFoundFallback });
      return {
        success: true,
        message: ACCOUNT_MESSAGES.cartAttached,
        data: { cart_id: outcome.cartId, project_id: input.project_id },
      };
    },
  );
};
