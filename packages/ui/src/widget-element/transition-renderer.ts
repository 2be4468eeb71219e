import type { R2WCRenderer } from '@r2wc/core';
import { type ComponentType, createElement, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';

interface Mounted<P> {
  root: Root;
  Component: ComponentType<P>;
}

/**
 * r2wc's React renderer, with every render of the element's tree in a transition. A plain
 * `root.render` outside an event is a blocking (default-lane) update: React renders the whole
 * first tree in one task, with its code still cold, which on a pro's page was one long task of
 * the widget (issue #11, decision 0007). In a transition React yields to the page every few
 * milliseconds while it renders; what the element shows and when it commits stay the same.
 */
export function transitionRenderer<P extends object>(): R2WCRenderer<P, Mounted<P>> {
  return {
    mount(container, Component, props) {
      const root = createRoot(container);
      startTransition(() => root.render(createElement(Component, props)));
      return { root, Component };
    },
    update({ root, Component }, props) {
      startTransition(() => root.render(createElement(Component, props)));
    },
    unmount({ root }) {
      root.unmount();
    },
  };
}
