import { z } from 'zod/mini';
import { EMBED_HEALTH_REPORT } from '../constants/embed-health-report.ts';
import { REMOTES } from '../constants/remotes.ts';
import { STORE_TAG } from '../constants/store-routes.ts';
import { envelopeSchema } from '../envelope/envelope.ts';

/** The elements a report may name: every remote's elements and the store (decision 0075). */
export const EMBEDDABLE_TAGS: readonly string[] = [
  ...Object.values(REMOTES).flatMap((remote) => remote.elements),
  STORE_TAG,
];

/**
 * The kinds of thing a page's Content-Security-Policy can block for the widgets (the general
 * directive the browser enforced). A closed list, so a row holds a bounded set of problems.
 */
export const CSP_REPORTED_DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'connect-src',
  'font-src',
  'frame-src',
  'child-src',
  'worker-src',
  'media-src',
] as const;

const { cspKind, remoteKind } = EMBED_HEALTH_REPORT;
/** Every problem the server keeps: `csp:<directive>` or `remote:<container>` (`remote:showroom_catalog`). */
export const EMBED_PROBLEMS: readonly string[] = [
  ...CSP_REPORTED_DIRECTIVES.map((directive) => `${cspKind}:${directive}`),
  ...Object.values(REMOTES).map((remote) => `${remoteKind}:${remote.container}`),
];

/** The elements a remote's container defines (`showroom_catalog` → its three tags), for the fix's words. */
export function elementsOfContainer(container: string): readonly string[] {
  return Object.values(REMOTES).find((remote) => remote.container === container)?.elements ?? [];
}

/** A page's path as embed.js sends it (`location.pathname`): no query, no fragment, bounded. */
const PAGE_PATH = /^\/[^\s?#]{0,299}$/;

/** `POST /api/embed_health`: what embed.js saw on one page load (decision 0087). */
export const embedHealthReportSchema = z.object({
  showroom: z.string().check(z.regex(/^[A-Za-z0-9]{8}$/, 'The showroom is an 8-character Showroom ID.')),
  /** For callers that are no browser; a browser's Origin header wins (embed.js sends none here). */
  origin: z.optional(z.string().check(z.maxLength(300, 'The origin is too long.'))),
  path: z.string().check(z.regex(PAGE_PATH, 'The path is a page’s path, such as /shop.')),
  elements: z.array(z.enum(EMBEDDABLE_TAGS as [string, ...string[]])).check(z.maxLength(20)),
  /**
   * What the loader met; one the server does not know (a directive a newer browser names) is dropped
   * on storing rather than refusing the whole report.
   */
  problems: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(20)),
});
export type EmbedHealthReport = z.infer<typeof embedHealthReportSchema>;

/** One problem the loader met on a site, with the plain-words fix the console shows. */
export const embedProblemSchema = z.object({
  /** `unregistered` (worked out from the registrations on reading), or a reported `csp:…`/`remote:…`. */
  problem: z.string(),
  last_seen_at: z.string(),
  /** True while the last load of a page that met it met it again: not fixed yet. */
  current: z.boolean(),
  fix: z.string(),
  /** The pages it was last met on (a few). */
  paths: z.array(z.string()),
});
export type EmbedProblem = z.infer<typeof embedProblemSchema>;

export const embedPageSchema = z.object({
  path: z.string(),
  last_seen_at: z.string(),
  elements: z.array(z.string()),
  loads: z.number(),
});
export type EmbedPage = z.infer<typeof embedPageSchema>;

/** One origin in the console's embed health: a registered site, or one that ran the tag unregistered. */
export const embedOriginHealthSchema = z.object({
  origin: z.string(),
  registered: z.boolean(),
  /** Null when no page of a registered site has sent a report yet. */
  last_seen_at: z.nullable(z.string()),
  elements: z.array(z.string()),
  pages: z.array(embedPageSchema),
  problems: z.array(embedProblemSchema),
});
export type EmbedOriginHealth = z.infer<typeof embedOriginHealthSchema>;

/** `GET /api/pro/embed_health`: the signed-in pro's sites, most recently seen first. */
export const embedHealthResponseSchema = envelopeSchema(z.object({ data: z.array(embedOriginHealthSchema) }));
export type EmbedHealthResponse = z.infer<typeof embedHealthResponseSchema>;

/**
 * The fixes the console shows for each problem, in plain words. `{origin}`: the site; `{platform}`:
 * the platform's origin; `{directive}`: a CSP directive; `{remote}`: the widgets whose code failed.
 */
export const EMBED_HEALTH_MESSAGES = {
  unregistered:
    'Pages on {origin} run your tag, but the site is not registered: signing in, the cart and forms fail there. Add {origin} under Your sites.',
  csp: 'Your site’s Content-Security-Policy blocks the widgets ({directive}). Add {platform} to {directive} (or to default-src if you have no {directive}).',
  remote:
    'The code of the {remote} widgets failed to load or took longer than two minutes. Check that the page may load scripts from {platform}; if it keeps happening, ask us.',
  noReport:
    'No page of this site has loaded your tag yet. Paste the tag, open a page with a widget, and look again.',
  allGood: 'Working: no problems met.',
} as const;
