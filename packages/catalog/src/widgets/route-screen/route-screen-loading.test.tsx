import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_HASH } from '../../testing/catalog-fixtures.ts';
import { setUpCatalogTest } from '../../testing/catalog-test-setup.ts';
import { RouteScreen } from './route-screen.tsx';

let page: ReturnType<typeof setUpCatalogTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  history.replaceState(null, '', '/');
});

/** Renders a route whose data never arrives, so its loading state stays on screen. */
function loadingAt(address: string, route: string) {
  page = setUpCatalogTest();
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  history.replaceState(null, '', `/showroom${address}`);
  const { container } = render(<RouteScreen route={route} />);
  return container;
}

const skeletonCards = (root: ParentNode) => root.querySelectorAll('li.sr-card--skeleton');

describe('loading states hold the loaded screen’s size (issue #11)', () => {
  it('the product list shows a page of placeholder cards, the filters’ column and the count’s line', async () => {
    const container = loadingAt(
      '/category/porcelain-tile/product?per_page=12',
      '/category/:category/product',
    );
    await waitFor(() => expect(skeletonCards(container)).toHaveLength(12));
    expect(container.querySelector('section.sr-product-list--loading')).not.toBeNull();
    expect(container.querySelector('.sr-filters--skeleton')).not.toBeNull();
    expect(container.querySelector('.sr-product-list__count')).not.toBeNull();
    expect(container.querySelector('.sr-product-list__pages-slot')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Porcelain tile');
    expect(screen.queryAllByTestId('price')).toHaveLength(0);
  });

  it('the product detail shows the gallery square, the info lines and the two rails', async () => {
    const container = loadingAt(`/product/${DEMO_HASH}`, '/product/:hash/:vsd_id?');
    await waitFor(() => expect(container.querySelector('.sr-product-detail--loading')).not.toBeNull());
    expect(container.querySelector('.sr-detail__gallery .sr-gallery__main.sr-skeleton')).not.toBeNull();
    expect(container.querySelectorAll('.sr-detail__info--skeleton .sr-skeleton').length).toBeGreaterThan(5);
    const rails = container.querySelectorAll('.sr-rail[aria-hidden="true"]');
    expect(rails).toHaveLength(2);
    expect(skeletonCards(rails[0] as Element)).toHaveLength(6);
    // Placeholders are not regions: a rail's region appears only with its products.
    expect(screen.queryByRole('region', { name: 'Top products' })).toBeNull();
  });

  it('the brands screen shows brand sections of four placeholder cards', async () => {
    const container = loadingAt('/our-brands', '/our-brands');
    await waitFor(() => expect(container.querySelectorAll('.sr-brand')).toHaveLength(3));
    expect(container.querySelector('section.sr-brands--loading')).not.toBeNull();
    expect(skeletonCards(container)).toHaveLength(12);
  });
});

describe('early data', () => {
  it('asks for the list once: the route starts the request and the screen takes its answer', async () => {
    page = setUpCatalogTest();
    history.replaceState(null, '', '/showroom/category/porcelain-tile/product');
    render(<RouteScreen route="/category/:category/product" />);
    expect(await screen.findAllByTestId('price')).toHaveLength(10);
    expect(
      page.api.requests.filter((request) => request.route === 'POST visualization/products'),
    ).toHaveLength(1);
  });
});
