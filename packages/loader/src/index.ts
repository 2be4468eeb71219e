/**
 * embed.js: the one script tag a pro pastes. It watches the page for `showroom-*` elements and,
 * only when one is near the viewport, fetches the container of the remote that defines that
 * element, which brings the shared React. No React and no remote's code is in this file.
 */

import {
  EMBED_HEALTH_REPORT,
  NEAR_VIEWPORT_MARGIN,
  STORE_TAG,
  UI_TIMING,
} from '@showroom/contract/constants';
import { startElementData, startFirstPaint } from './early-element-data.ts';
import { loadProfileEarly, searchShowroomEarly } from './early-showroom-search.ts';
import { ELEMENT_REMOTES } from './element-registry.ts';
import { readEmbedConfig } from './embed-config.ts';
import { reportEmbedHealth } from './embed-health-report.ts';
import { resizeFramesOnMessage } from './frame/frame-height.ts';
import { loadFrameScript } from './frame/frame-script.ts';
import { watchProblems } from './problems/watch-problems.ts';
import { showRemoteLoadFailure } from './remote-load-failure.ts';
import { reserveElementSpace } from './reserved-space.ts';
import { loadElements } from './runtime/embed-runtime.ts';
import { StoreElement } from './store/store-element.ts';

// First, before any element upgrades: every element holds its final space, so the page never shifts.
reserveElementSpace();
const tagConfig = readEmbedConfig(document.currentScript as HTMLScriptElement | null);
const selector = Object.keys(ELEMENT_REMOTES).join(',');
// What this page holds and what went wrong, for the pro's console (decision 0087).
const noteProblem = reportEmbedHealth(tagConfig.apiOrigin, tagConfig.showroom, `${selector},${STORE_TAG}`);
// What the pro must fix is told by embed-problems.js, added only when there is something to tell (0129).
const readSearchAnswer = watchProblems(
  tagConfig.baseUrl,
  tagConfig.apiOrigin,
  tagConfig.showroom,
  noteProblem,
);
const showroomSearch = searchShowroomEarly(tagConfig.apiOrigin, tagConfig.showroom, readSearchAnswer);
const config = {
  ...tagConfig,
  showroomSearch,
  showroomProfile: loadProfileEarly(tagConfig.apiOrigin, showroomSearch),
  earlyResponses: new Map(),
};
// Site builders frame the pro's snippet: the frame follows the page's height (decision 0082).
loadFrameScript(config.baseUrl);
resizeFramesOnMessage();
// Defined at once: a `<showroom-store>` parsed after this script shows its first screen before paint.
if (!customElements.get(STORE_TAG)) customElements.define(STORE_TAG, StoreElement);
const requested = new Set<string>();

function load(element: Element): void {
  const tag = element.localName;
  const remote = ELEMENT_REMOTES[tag];
  if (!remote || requested.has(remote.name) || customElements.get(tag)) return;
  requested.add(remote.name);
  // Only while the remote's code is on its way: later the element asks at once itself (a store's next screen).
  startElementData(element, showroomSearch, config.earlyResponses, config.apiOrigin);
  loadElements(remote, config, UI_TIMING.lazyLoadTimeoutMs).catch((error: unknown) => {
    requested.delete(remote.name);
    console.error(`[showroom] could not load <${tag}>`, error);
    noteProblem(`${EMBED_HEALTH_REPORT.remoteKind}:${remote.name}`);
    const tags = Object.keys(ELEMENT_REMOTES).filter((other) => ELEMENT_REMOTES[other]?.name === remote.name);
    showRemoteLoadFailure(tags, () => load(element));
  });
}

// Load a little before an element scrolls into view, so it is ready when seen.
const nearViewport = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      nearViewport.unobserve(entry.target);
      load(entry.target);
    }
  },
  { rootMargin: NEAR_VIEWPORT_MARGIN },
);

function found(element: Element): void {
  startFirstPaint(element, config.showroom, config.apiOrigin);
  nearViewport.observe(element);
}

function scan(root: ParentNode): void {
  for (const element of root.querySelectorAll(selector)) found(element);
}

function watch(): void {
  scan(document);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) found(node);
        scan(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch, { once: true });
else watch();
