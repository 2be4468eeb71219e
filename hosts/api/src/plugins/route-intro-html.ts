import {
  ROUTE_INTRO_STYLESHEET,
  type RouteIntro,
  remoteEntryPath,
  SHELL_BASE_PATH,
} from '@showroom/contract/constants';
import { escapeHtml } from '../lib/html.ts';

/**
 * A route's intro written into the shell's page (decision 0118), so its heading and intro are painted with
 * the first frame instead of after the shell's script, its settings and the route's remote:
 * - in `<head>`, the intro's stylesheet (the shell's own sheet with the tokens and the intro's rules, so the
 *   markup is laid out as the app will lay it out) and a preload of the route's remote entry, fetched while
 *   the shell's script downloads;
 * - in `#root`, the shell's frame with an empty header (its final height, no text that could be wrong for
 *   this visitor) and the route's frame with the intro, in the classes the app renders. React replaces it on
 *   its first render with the same intro at the same place and size, so nothing moves or flashes.
 */
export function withRouteIntro(html: string, intro: RouteIntro): string {
  const head = [
    `<link rel="stylesheet" href="${SHELL_BASE_PATH}/${ROUTE_INTRO_STYLESHEET}" />`,
    `<link rel="preload" as="script" href="${escapeHtml(remoteEntryPath(intro.remote))}" />`,
  ].join('');
  const body =
    '<div class="shell"><header class="shell-header"></header><main id="main" class="shell-main">' +
    `<div class="sr-route-frame"><header class="sr-route-intro"><h1 class="sr-route-intro__title">${escapeHtml(intro.title)}</h1>` +
    `<p class="sr-route-intro__text">${escapeHtml(intro.text)}</p></header></div></main></div>`;
  const root = /<div id="root"><\/div>/;
  if (!root.test(html)) return html;
  const withBody = html.replace(root, () => `<div id="root">${body}</div>`);
  const headEnd = withBody.search(/<\/head>/i);
  return headEnd === -1 ? withBody : `${withBody.slice(0, headEnd)}${head}${withBody.slice(headEnd)}`;
}
