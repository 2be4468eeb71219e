import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_HASH } from '../testing/catalog-fixtures.ts';
import { setUpCatalogTest } from '../testing/catalog-test-setup.ts';
import { BrandsElement, CatalogElement, ProductElement } from './catalog-elements.tsx';

// Files share one module graph (isolate: false): a fresh one lets this file's mocks reach every module that
// imports them, and the one left behind holds none of them.
vi.hoisted(() => {
  vi.resetModules();
});
afterAll(() => vi.resetModules());

// The screens' code never arrives: what an element shows meanwhile comes from its skeleton's chunk.
vi.mock('./catalog-screens.ts', () => {
  const never = () => new Promise<never>(() => {});
  return { loadStorefront: never, loadProductList: never, loadProductDetail: never, loadBrands: never };
});

let page: ReturnType<typeof setUpCatalogTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

describe('an element while its screen’s code loads', () => {
  it('a category’s list shows its skeleton, titled with the category, and asks for its data at once', async () => {
    page = setUpCatalogTest();
    const { container } = render(<CatalogElement category="porcelain-tile" />);
    await waitFor(() => expect(container.querySelector('section.sr-product-list--loading')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Porcelain tile');
    expect(container.querySelectorAll('li.sr-card--skeleton').length).toBeGreaterThan(0);
    expect(page.api.requests.some((request) => request.route === 'POST visualization/products')).toBe(true);
  });

  it('the storefront shows the pro’s band from the elements module itself, no skeleton chunk', () => {
    page = setUpCatalogTest();
    const { container } = render(<CatalogElement />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Welcome to Evergreen Home Remodeling',
    );
    expect(container.querySelector('.sr-product-list--loading, .sr-product-detail--loading')).toBeNull();
  });

  it('the storefront without a showroom asks it first and no menu (decision 0127)', async () => {
    page = setUpCatalogTest({ showroom: false });
    render(<CatalogElement />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose a showroom first');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      page.api.requests.filter((request) => request.route.startsWith('GET menu_category_show_all')),
    ).toEqual([]);
  });

  it('a product shows the gallery’s and the info’s placeholders', async () => {
    page = setUpCatalogTest();
    const { container } = render(<ProductElement hash={DEMO_HASH} />);
    await waitFor(() => expect(container.querySelector('.sr-product-detail--loading')).not.toBeNull());
    expect(container.querySelector('.sr-gallery__main.sr-skeleton')).not.toBeNull();
  });

  it('the brands show their sections of placeholder cards', async () => {
    page = setUpCatalogTest();
    const { container } = render(<BrandsElement />);
    await waitFor(() => expect(container.querySelectorAll('.sr-brand')).toHaveLength(3));
    expect(container.querySelector('section.sr-brands--loading')).not.toBeNull();
  });
});
