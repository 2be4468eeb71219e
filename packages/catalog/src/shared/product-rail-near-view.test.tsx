import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpCatalogTest } from '../testing/catalog-test-setup.ts';
import { ProductRailNearView } from './product-rail-near-view.tsx';

/** An IntersectionObserver the test moves: `scrollNear()` reports every observed element in view. */
function observerStub() {
  const observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class Stub {
    targets: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      observed.push({ callback, targets: this.targets });
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    scrollNear: () => {
      for (const { callback, targets } of observed) {
        const entries = targets.map((target) => ({ target, isIntersecting: true }));
        if (entries.length)
          callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    },
  };
}

let page: ReturnType<typeof setUpCatalogTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

describe('a rail below the fold', () => {
  it('holds its room and asks for nothing until it comes near the viewport, then shows its products', async () => {
    page = setUpCatalogTest();
    const viewport = observerStub();
    const { container } = render(
      <ProductRailNearView title="Top products" path="top_products" body={{ showroom: 7 }} />,
    );
    expect(container.querySelector('.sr-rail[aria-hidden="true"] h2')?.textContent).toBe('Top products');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.api.requests.some((request) => request.route === 'POST top_products')).toBe(false);
    act(() => viewport.scrollNear());
    // The rail's chunk is imported on first use: slower on a busy machine.
    expect(await screen.findByRole('region', { name: 'Top products' }, { timeout: 5_000 })).toBeTruthy();
    expect(page.api.requests.find((request) => request.route === 'POST top_products')?.body).toEqual({
      showroom: 7,
    });
  });
});
