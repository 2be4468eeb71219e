import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShopProfile } from '@showroom/contract';
import {
  type ProductDetail,
  productFirstPaintParamsSchema,
  storefrontFirstPaintParamsSchema,
} from '@showroom/contract/catalog';
import { FIRST_PAINT_STYLESHEETS, type FirstPaint } from '@showroom/contract/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sendNotFound } from '../../plugins/errors.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { productFirstPaint, storefrontFirstPaint, storefrontThemeRule } from './first-paint-markup.ts';

/** As fresh as the shop profiles and details behind them (their caches' 10 s). */
const CACHE_CONTROL = 'public, max-age=10';

/** The showroom's profile as the widgets select it: the search's first match, then its shop profile. */
async function profileOf(ctx: AppContext, request: FastifyRequest): Promise<ShopProfile | null> {
  const { vsd_id } = validate(storefrontFirstPaintParamsSchema, request.params);
  const [match] = await ctx.showrooms.search(vsd_id);
  if (!match) return null;
  return (await ctx.showrooms.publicProfile(match.id, match.vsd_id))?.profile ?? null;
}

/** The product as anyone may see it (the platform's prices: the first paint shows none). */
async function productOf(ctx: AppContext, request: FastifyRequest): Promise<ProductDetail | null> {
  const { hash } = validate(productFirstPaintParamsSchema, request.params);
  try {
    return await ctx.catalog.detail(hash, await ctx.catalog.showrooms.resolve(undefined));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

function send(reply: FastifyReply, paint: FirstPaint) {
  return reply.header('cache-control', CACHE_CONTROL).send(paint);
}

/**
 * An element's first paint served as markup with its rules (decision 0129, the contract's `firstPaintPaths`
 * and `firstPaintSchema`): embed.js puts it in the element while the widget's code downloads, so the page's
 * largest paint waits for one small answer instead of the widgets' scripts. A 404 for an unknown showroom
 * or product, and for a build without the first paint's rules (unstyled, it would jump when the widget
 * starts).
 */
export function firstPaintRoutes(showroomDist: string): AppRoutes {
  // Read per request (a few KB, in the OS cache): a rebuild while the server runs is served at once.
  const readRules = (file: string) => readFile(join(showroomDist, file), 'utf8').catch(() => null);

  return async (app, { ctx }) => {
    app.get('/api/first_paint/storefront/:vsd_id', access('public'), async (request, reply) => {
      const profile = await profileOf(ctx, request);
      const rules = await readRules(FIRST_PAINT_STYLESHEETS.storefront);
      if (!profile || rules === null) return sendNotFound(reply);
      return send(reply, {
        html: storefrontFirstPaint(profile, ctx.platformOrigin),
        css: `${rules}\n${storefrontThemeRule(profile)}\n`,
      });
    });

    app.get('/api/first_paint/product/:hash', access('public'), async (request, reply) => {
      const product = await productOf(ctx, request);
      const rules = await readRules(FIRST_PAINT_STYLESHEETS.product);
      if (!product || rules === null) return sendNotFound(reply);
      return send(reply, { html: productFirstPaint(product, ctx.platformOrigin), css: rules });
    });
  };
}
