import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  framingAncestors,
  PAY_FRAME_CONFIG_META,
  PAY_FRAME_PARAMS,
  PAY_FRAME_PATH,
  type PayFrameConfig,
  payFrameQuerySchema,
} from '@showroom/contract/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html.ts';
import type { OriginAllowList } from '../modules/showrooms/index.ts';
import { validate } from './validate.ts';

/** Stripe.js talks to Stripe's API and opens Stripe's own frames (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_API_ORIGIN = 'https://api.stripe.com';
/** Stripe's 3D Secure and redirect frames. */
const STRIPE_HOOKS_ORIGIN = 'https://hooks.stripe.com';

export interface PayFrameOptions {
  showroomDist: string;
  origins: OriginAllowList;
  stripe: { publishableKey: string; jsUrl: string } | null;
}

/** The page's Content-Security-Policy: only the platform and this showroom's sites may frame it. */
export function payFrameCsp(ancestors: readonly string[], stripe: PayFrameOptions['stripe']): string {
  const stripeOrigin = stripe ? new URL(stripe.jsUrl).origin : null;
  const directives = [
    "default-src 'self'",
    `script-src 'self'${stripeOrigin ? ` ${stripeOrigin}` : ''}`,
    // The frame's stylesheet is a constructable sheet (CSSOM, decision 0078), and Stripe's documented
    // policy asks nothing of style-src: no 'unsafe-inline'.
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self'${stripeOrigin ? ` ${STRIPE_API_ORIGIN}` : ''}`,
    `frame-src ${stripeOrigin ? `${stripeOrigin} ${STRIPE_HOOKS_ORIGIN}` : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${["'self'", ...ancestors].join(' ')}`,
  ];
  return directives.join('; ');
}

/** The frame's page with the processor's browser-side settings written in (frame-config.ts reads them). */
export function renderPayFrameHtml(template: string, config: PayFrameConfig): string {
  const meta = `<meta name="${PAY_FRAME_CONFIG_META}" content="${escapeHtml(JSON.stringify(config))}">`;
  return template.replace(/<head>/i, (head) => `${head}${meta}`);
}

/**
 * `/showroom/pay-frame/`: the card frame (packages/pay-frame), served by the API because its headers
 * depend on the request: `frame-ancestors` lists the platform and the registered sites of the
 * showroom named in the URL (no showroom: the platform only), plus the outer pages framing a
 * registered embedding page (`ancestors`), and X-Frame-Options is dropped
 * (CSP replaces it; the rest of /showroom/ is never framed). Its script and chunks are ordinary
 * static files.
 */
export function payFramePlugin(
  app: FastifyInstance,
  { showroomDist, origins, stripe }: PayFrameOptions,
): void {
  const file = join(showroomDist, 'pay-frame', 'index.html');
  const config: PayFrameConfig = stripe
    ? { gateway: 'stripe', publishable_key: stripe.publishableKey, stripe_js_url: stripe.jsUrl }
    : { gateway: 'sandbox' };

  async function send(request: FastifyRequest, reply: FastifyReply) {
    if (!existsSync(file)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The card frame is not built. Run `npm run build`.\n');
    }
    // A showroom that is not an id is a 422 (never a query past the column's range, issue #21).
    const query = validate(payFrameQuerySchema, request.query);
    const showroom = query[PAY_FRAME_PARAMS.showroom];
    const sites = showroom === undefined ? [] : await origins.ofShowroom(showroom);
    // A registered page inside a site builder's frame: the builder's pages may frame it too. Naming
    // them gains an attacker nothing: the frame talks only to the registered origin (decision 0082).
    const parent = query[PAY_FRAME_PARAMS.parentOrigin];
    const outer = parent && sites.includes(parent) ? framingAncestors(query[PAY_FRAME_PARAMS.ancestors]) : [];
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', payFrameCsp([...new Set([...sites, ...outer])], stripe))
      .removeHeader('x-frame-options')
      .send(renderPayFrameHtml(await readFile(file, 'utf8'), config));
  }
  app.get(PAY_FRAME_PATH, send);
  app.get(`${PAY_FRAME_PATH}index.html`, send);
}
