import { currentPath, navigate, routeHref } from '@showroom/core';
import { useMemo } from 'react';
import { type AiPage, AiPageContext } from '../navigation/ai-page.ts';
import { DesignAiView } from './design-ai-view.tsx';

export interface RouteScreenProps {
  /** The route pattern the shell matched, e.g. `/design-ai/login`. */
  route: string;
}

/** The shell's address changed without a new history entry or a new render (as the visualizer's design). */
function writeAddressQuietly(path: string): void {
  History.prototype.replaceState.call(history, history.state, '', routeHref(path));
}

/**
 * The screen the shell renders for AI design's routes. The shell's layout for them is keyed by the whole
 * address, so a new query (`?request=4`) mounts the screen again with it.
 */
export function RouteScreen({ route }: RouteScreenProps) {
  const path = currentPath();
  const page = useMemo<AiPage>(
    () => ({ path, go: (to) => navigate(to), replace: writeAddressQuietly }),
    [path],
  );
  return (
    <AiPageContext value={page}>
      <DesignAiView key={route} />
    </AiPageContext>
  );
}
