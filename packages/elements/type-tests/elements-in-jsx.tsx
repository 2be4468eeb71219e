/**
 * Compiles under `tsc -b` or fails it: the elements' typings as a React 19 + TypeScript host page
 * uses them (issue #22). Each `@ts-expect-error` must stay an error, or tsc reports it unused.
 */
import type { ShowroomEvent } from '@showroom/elements';
import '@showroom/elements/react';

export const catalog = <showroom-catalog category="tile-flooring" className="wide" />;
export const product = <showroom-product hash="a1b2c3" />;
export const entry = <showroom-entry showroom-id="HOMEPRO1" />;
export const store = <showroom-store />;
export const visualizer = <showroom-visualizer template="bath" plan="small" product="a1b2c3d4e5f60718" />;
export const orders = <showroom-account page="/your_orders" />;

// @ts-expect-error: no such attribute
export const bogus = <showroom-catalog bogus />;
// @ts-expect-error: the cart takes no category
export const misplaced = <showroom-cart category="x" />;
// @ts-expect-error: attributes are text
export const notText = <showroom-product hash={7} />;

export function listen(element: HTMLElementTagNameMap['showroom-catalog']): void {
  const category: string | undefined = element.category;
  element.addEventListener('showroom:navigate', (event) => {
    const path: string = event.detail.path;
    event.preventDefault();
    void path;
  });
  document.addEventListener('showroom:cart-updated', (event: ShowroomEvent<'showroom:cart-updated'>) => {
    const count: number | undefined = event.detail.count;
    void count;
  });
  // @ts-expect-error: the navigate event has no count
  document.addEventListener('showroom:navigate', (event) => event.detail.count);
  void category;
}

export const entryId: string | undefined = document.createElement('showroom-entry').showroomId;
