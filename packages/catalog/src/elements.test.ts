import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// Files share one module graph (isolate: false): a fresh one lets this file's mock reach `elements.ts`, and
// the one left behind holds none of it.
vi.hoisted(() => {
  vi.resetModules();
});
afterAll(() => vi.resetModules());

const asked = vi.hoisted(() => ({ productDetail: 0 }));
vi.mock('./lazy/catalog-screens.ts', () => ({
  loadProductDetail: () => {
    asked.productDetail += 1;
    return new Promise<never>(() => {});
  },
}));
vi.mock('@showroom/ui', () => ({ defineWidgetElement: () => {} }));

afterEach(() => {
  document.body.replaceChildren();
  asked.productDetail = 0;
});

describe('defineElements', () => {
  it('starts the product screen’s code at once when the page holds a product (decision 0128)', async () => {
    document.body.innerHTML = '<showroom-product hash="ab12"></showroom-product>';
    const { defineElements } = await import('./elements.ts');
    defineElements();
    expect(asked.productDetail).toBe(1);
  });

  it('leaves it for a page without one', async () => {
    document.body.innerHTML = '<showroom-catalog></showroom-catalog>';
    const { defineElements } = await import('./elements.ts');
    defineElements();
    expect(asked.productDetail).toBe(0);
  });
});
