import { VISUALIZER_MESSAGES } from '../messages/visualizer-messages.ts';
import type { RoutedRemote } from './remotes.ts';
import { ROUTE_PATHS } from './route-paths.ts';

/**
 * A shell route's heading and intro, the same for every visitor, so the page the API serves can carry
 * them as markup and paint them before any script runs (decision 0118). The shell shows them again
 * while the route's remote loads and the remote's screen renders them in the same place and size.
 */
export interface RouteIntro {
  title: string;
  text: string;
  /** The remote whose screen this route is: the page asks for its entry at once. */
  remote: RoutedRemote;
}

/**
 * The routes whose page opens with an intro, by path. Only a route whose first screen is its intro for
 * every visitor belongs here: a text that depends on the visitor (signed in, showroom chosen) would be
 * shown wrong before the screen corrects it.
 */
export const ROUTE_INTROS: Readonly<Record<string, RouteIntro>> = {
  [ROUTE_PATHS.visualize]: {
    title: VISUALIZER_MESSAGES.title,
    text: VISUALIZER_MESSAGES.intro,
    remote: 'visualizer',
  },
};

/** The stylesheet such a page links, beside the shell's index.html (tokens, the shell's sheet, the intro's). */
export const ROUTE_INTRO_STYLESHEET = 'route-intro.css';

/** The intro of the route at `pathname` (under the shell's base, a trailing `/` allowed), if it has one. */
export function routeIntroFor(pathname: string): RouteIntro | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return Object.hasOwn(ROUTE_INTROS, path) ? ROUTE_INTROS[path] : undefined;
}
