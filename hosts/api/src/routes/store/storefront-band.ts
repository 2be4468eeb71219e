import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShopProfile } from '@showroom/contract';
import { storefrontBandParamsSchema } from '@showroom/contract/catalog';
import { STOREFRONT_BAND_STYLESHEET } from '@showroom/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sendNotFound } from '../../plugins/errors.ts';
import { access } from '../../plugins/route-access.ts';
import { validate } from '../../plugins/validate.ts';
import type { AppRoutes } from '../route-options.ts';
import { storefrontBandCss, storefrontBandHtml } from './storefront-band-markup.ts';

/** As fresh as the shop profiles behind it (their cache's 10 s): a renamed company shows within that. */
const CACHE_CONTROL = 'public, max-age=10';

/** The showroom's profile as the widgets select it: the search's first match, then its shop profile. */
async function profileOf(ctx: AppContext, request: FastifyRequest): Promise<ShopProfile | null> {
  const { vsd_id } = validate(storefrontBandParamsSchema, request.params);
  const [match] = await ctx.showrooms.search(vsd_id);
  if (!match) return null;
  return (await ctx.showrooms.publicProfile(match.id, match.vsd_id))?.profile ?? null;
}

/**
 * The storefront's band served as markup (decision 0129): embed.js puts it in the storefront element
 * while the widget's code downloads, so the store's largest paint waits for two small answers instead
 * of the widgets' scripts. A 404 for an unknown showroom and for a build without the band's rules
 * (unstyled, it would jump when the widget starts).
 */
export function storefrontBandRoutes(showroomDist: string): AppRoutes {
  const rulesFile = join(showroomDist, STOREFRONT_BAND_STYLESHEET);
  // Read per request (about 7 KB, in the OS cache): a rebuild while the server runs is served at once.
  const readRules = () => readFile(rulesFile, 'utf8').catch(() => null);
  return async (app, { ctx }) => {
    app.get('/api/storefront_band/:vsd_id', access('public'), async (request, reply) => {
      const profile = await profileOf(ctx, request);
      if (!profile || (await readRules()) === null) return sendNotFound(reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(storefrontBandHtml(profile, ctx.platformOrigin));
    });

    app.get('/api/storefront_band/:vsd_id/style.css', access('public'), async (request, reply) => {
      const profile = await profileOf(ctx, request);
      const rules = await readRules();
      if (!profile || rules === null) return sendNotFound(reply);
      return (
        reply
          .type('text/css; charset=utf-8')
          .header('cache-control', CACHE_CONTROL)
          // A pro's page links it (a no-cors load), which the API's default same-origin policy would block.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(storefrontBandCss(rules, profile))
      );
    });
  };
}
