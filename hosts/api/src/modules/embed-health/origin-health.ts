import { formatMessage } from '@showroom/contract';
import {
  EMBED_HEALTH_MESSAGES,
  type EmbedOriginHealth,
  type EmbedProblem,
  elementsOfContainer,
} from '@showroom/contract/pro';
import type { LastSeen } from './embed-health-schema.ts';

/** One stored page of a site, as read for the console. */
export interface PageRow {
  origin: string;
  path: string;
  elements: LastSeen;
  problems: LastSeen;
  loads: number;
  last_seen_at: Date;
}

/** Pages named under one problem: enough to find it, few enough to read. */
const PATHS_PER_PROBLEM = 3;

/** The fix in plain words for a stored problem (`csp:img-src`, `remote:catalog`) or `unregistered`. */
export function fixFor(problem: string, origin: string, platformOrigin: string): string {
  const [kind = '', detail = ''] = problem.split(':');
  const remote = elementsOfContainer(detail)
    .map((tag) => `<${tag}>`)
    .join(', ');
  const values = { origin, platform: platformOrigin, directive: detail, remote };
  if (kind === 'csp') return formatMessage(EMBED_HEALTH_MESSAGES.csp, values);
  if (kind === 'remote') return formatMessage(EMBED_HEALTH_MESSAGES.remote, values);
  return formatMessage(EMBED_HEALTH_MESSAGES.unregistered, values);
}

/** The problems of one site's pages, most recent first; `current` when its page's last load met it again. */
function problemsOf(
  origin: string,
  pages: readonly PageRow[],
  registered: boolean,
  platformOrigin: string,
): EmbedProblem[] {
  const seen = new Map<string, { at: string; paths: string[]; current: boolean }>();
  for (const page of pages) {
    const pageAt = page.last_seen_at.toISOString();
    for (const [problem, at] of Object.entries(page.problems)) {
      const entry = seen.get(problem) ?? { at: '', paths: [], current: false };
      // ISO times of one clock compare as text.
      if (at > entry.at) entry.at = at;
      if (entry.paths.length < PATHS_PER_PROBLEM) entry.paths.push(page.path);
      entry.current ||= at === pageAt;
      seen.set(problem, entry);
    }
  }
  const problems = [...seen].map(([problem, entry]) => ({
    problem,
    last_seen_at: entry.at,
    current: entry.current,
    paths: entry.paths,
    fix: fixFor(problem, origin, platformOrigin),
  }));
  const first = pages[0];
  if (!registered && first)
    problems.unshift({
      problem: 'unregistered',
      last_seen_at: first.last_seen_at.toISOString(),
      current: true,
      paths: pages.slice(0, PATHS_PER_PROBLEM).map((page) => page.path),
      fix: fixFor('unregistered', origin, platformOrigin),
    });
  return problems.sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at),
  );
}

/**
 * The console's embed health from a showroom's stored pages (newest first) and its registered sites:
 * every registered site (a site never seen says so), then every other origin that ran the tag.
 */
export function originHealth(
  pages: readonly PageRow[],
  registeredOrigins: readonly string[],
  platformOrigin: string,
): EmbedOriginHealth[] {
  const byOrigin = new Map<string, PageRow[]>();
  for (const origin of registeredOrigins) byOrigin.set(origin, []);
  for (const page of pages) byOrigin.set(page.origin, [...(byOrigin.get(page.origin) ?? []), page]);
  const registered = new Set(registeredOrigins);
  const sites = [...byOrigin].map(([origin, sitePages]): EmbedOriginHealth => {
    const elements = new Set(sitePages.flatMap((page) => Object.keys(page.elements)));
    return {
      origin,
      registered: registered.has(origin),
      last_seen_at: sitePages[0]?.last_seen_at.toISOString() ?? null,
      elements: [...elements].sort(),
      pages: sitePages.map((page) => ({
        path: page.path,
        last_seen_at: page.last_seen_at.toISOString(),
        elements: Object.keys(page.elements).sort(),
        loads: page.loads,
      })),
      problems: problemsOf(origin, sitePages, registered.has(origin), platformOrigin),
    };
  });
  // Unregistered sites first: they are what the pro must act on; then by last seen, then by name.
  return sites.sort(
    (a, b) =>
      Number(a.registered) - Number(b.registered) ||
      (b.last_seen_at ?? '').localeCompare(a.last_seen_at ?? '') ||
      a.origin.localeCompare(b.origin),
  );
}
