/**
 * Story harness of this remote: answers the visualizer's calls with `createVisualizerApi` (other
 * calls go on to Storybook's own stub) and selects the demo showroom.
 */
import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { showroomSelection } from '@showroom/core';
import { createVisualizerApi } from './visualizer-api-stub.ts';

const VISUALIZER_PATHS = /\/api\/(visualization\/products|projectCart\b)/;

/** Installs the stub; returns the cleanup. */
export function installVisualizerApi(): () => void {
  const stub = createVisualizerApi();
  const previous = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return VISUALIZER_PATHS.test(url.pathname) ? stub.fetch(input, init) : previous(input, init);
  };
  showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
  return () => {
    window.fetch = previous;
  };
}
