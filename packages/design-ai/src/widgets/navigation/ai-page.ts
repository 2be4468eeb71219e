import { ROUTE_PATHS } from '@showroom/contract';
import { navigate } from '@showroom/core';
import { createContext, useContext } from 'react';

/** Where AI design is and how it moves: the shell's router, or `<showroom-design-ai>`'s own page. */
export interface AiPage {
  /** The page shown: an AI design route with its query, e.g. `/design-ai?request=4`. */
  readonly path: string;
  /** Goes to a route: AI design's own pages stay in the widget on a pro's site; others leave it. */
  readonly go: (path: string) => void;
  /** Records the page's new address without a history entry (a design request just made). */
  readonly replace: (path: string) => void;
}

const AI_PAGES: readonly string[] = [
  ROUTE_PATHS.designAi,
  ROUTE_PATHS.designAiLogin,
  ROUTE_PATHS.designAiSignUp,
  ROUTE_PATHS.designAiWelcome,
];

/** The path without its query. */
export const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0] ?? '';

/** Whether `path` is one of AI design's four pages. */
export const isAiPage = (path: string) => AI_PAGES.includes(pathnameOf(path));

/** The query of a page's path. */
export const queryOf = (path: string) =>
  new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?')) : '');

export const AiPageContext = createContext<AiPage>({
  path: ROUTE_PATHS.designAi,
  go: (path) => navigate(path),
  replace: () => {},
});

export function useAiPage(): AiPage {
  return useContext(AiPageContext);
}
