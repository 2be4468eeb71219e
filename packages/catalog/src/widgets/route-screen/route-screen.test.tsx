import { PICTURES_VERSION } from '@showroom/contract';
import { DEMO_SHOWROOM_ID } from '@showroom/contract/testing';
import { brandLogoUrl, categoryPictureUrl, notify, showroomSelection } from '@showroom/core';
import { cart } from '@showroom/core/cart';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_DETAIL, DEMO_HASH, DEMO_MENU } from '../../testing/catalog-fixtures.ts';
import { setUpCatalogTest } from '../../testing/catalog-test-setup.ts';
import { RouteScreen } from './route-screen.tsx';

let page: ReturnType<typeof setUpCatalogTest>;
const RAIL_CHUNK_WAIT = { timeout: 5_000 };
afterEach(() => {
  cleanup();
  page.unregister();
  history.replaceState(null, '', '/');
});

function at(address: string, route: string, options: Parameters<typeof setUpCatalogTest>[0] = {}) {
  page = setUpCatalogTest(options);
  history.replaceState(null, '', `/showroom${address}`);
  render(<RouteScreen route={route} />);
}

describe('storefront', () => {
  it('asks for a Showroom ID when none is selected', async () => {
    at('/visualize/contractor/all', '/visualize/contractor/all', { showroom: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Enter a Showroom ID' }));
    expect(page.navigator).toHaveBeenCalledWith('/');
  });

  it('walks parent → sub → second sub and opens the product list with a breadcrumb', async () => {
    at('/visualize/contractor/all', '/visualize/contractor/all');
    const user = userEvent.setup();
    // The storefront's rail is a chunk of its own (decision 0124), imported on first use: slower on a busy machine.
    expect(await screen.findByRole('region', { name: 'Top products' }, RAIL_CHUNK_WAIT)).toBeTruthy();
    expect(page.api.requests.find((request) => request.route === 'POST top_products')?.body).toEqual({
      showroom: 7,
    });
    await user.click(await screen.findByRole('link', { name: 'Flooring' }));
    expect(await screen.findByRole('region', { name: 'Top products in Flooring' })).toBeTruthy();
    expect(page.api.requests.at(-1)).toEqual({
      route: 'POST top_products',
      body: { category: DEMO_MENU[0]!.id, showroom: 7 },
    });
    await user.click(screen.getByRole('link', { name: 'Tile' }));
    expect(screen.getByRole('button', { name: 'Tile' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('link', { name: 'Porcelain Tile' }));
    expect(page.navigator).toHaveBeenCalledWith('/category/porcelain-tile/product');
    expect(JSON.parse(localStorage.getItem('breadcrumb') ?? '[]')).toHaveLength(3);
  });

  it('links the room visualizer', async () => {
    at('/visualize/contractor/all', '/visualize/contractor/all');
    const link = await screen.findByRole('link', { name: 'Design your room in 3D' });
    expect(link.getAttribute('href')).toBe('/showroom/visualize');
  });

  it('shows each category tile with the picture the API draws of the category', async () => {
    at('/visualize/contractor/all', '/visualize/contractor/all');
    const tile = await screen.findByRole('link', { name: 'Flooring' });
    const picture = tile.querySelector('img');
    expect(picture?.getAttribute('src')).toBe(categoryPictureUrl('flooring'));
    expect([picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['200', '150']);
  });
});

describe('product list', () => {
  it('shows cards with prices, pages, and a brand filter kept in the address', async () => {
    at('/category/porcelain-tile/product', '/category/:category/product');
    const prices = await screen.findAllByTestId('price');
    expect(prices).toHaveLength(10);
    expect(prices[0]?.textContent).toContain('$48.00 per Box');
    expect(prices[0]?.textContent).toContain('$3.00 per sqft');
    // The filters render just after the cards (a background render).
    await userEvent.click(await screen.findByRole('checkbox', { name: /Marazzi/ }));
    await waitFor(() => expect(screen.getAllByTestId('price')).toHaveLength(3));
    expect(location.search).toBe('?brand=2');
    expect(page.api.requests.at(-1)?.body).toMatchObject({
      category: 'porcelain-tile',
      brand: [2],
      showroom: 7,
    });
  });

  it('says on a card when its product is sold out or nearly', async () => {
    at('/category/porcelain-tile/product', '/category/:category/product');
    await screen.findAllByTestId('price');
    const cardOf = (name: string) =>
      screen.getByRole('link', { name: new RegExp(`^${name}$`) }).closest('li');
    expect(within(cardOf('Product 1') as HTMLElement).getByTestId('stock-note').textContent).toBe(
      'Out of stock',
    );
    expect(within(cardOf('Product 2') as HTMLElement).getByTestId('stock-note').textContent).toBe(
      'Only 3 left',
    );
    expect(within(cardOf('Product 3') as HTMLElement).queryByTestId('stock-note')).toBeNull();
  });

  it('refetches from page 1 when the page size changes', async () => {
    at('/category/porcelain-tile/product?page=2', '/category/:category/product');
    expect(await screen.findAllByTestId('price')).toHaveLength(5);
    await userEvent.selectOptions(screen.getByLabelText('Per page'), '25');
    await waitFor(() => expect(screen.getAllByTestId('price')).toHaveLength(15));
    expect(page.api.requests.at(-1)?.body).toMatchObject({ page: 1, per_page: 25 });
    expect(location.search).toBe('?per_page=25');
  });

  it('shows an error with a retry', async () => {
    at('/category/porcelain-tile/product', '/category/:category/product', { listStatus: 500 });
    expect(await screen.findByText('The products could not be loaded.')).toBeTruthy();
    delete page.api.state.listStatus;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('price')).toHaveLength(10);
  });

  it('shows the empty state', async () => {
    at('/category/porcelain-tile/product', '/category/:category/product', { productCount: 0 });
    expect(await screen.findByText('No products match these filters.')).toBeTruthy();
  });
});

/** The product page's info column (its rails have cards with stock notes of their own). */
const productInfo = () =>
  screen.getByRole('heading', { name: 'Carrara Porcelain' }).parentElement as HTMLElement;

describe('product detail', () => {
  it('shows the price element, size line and quantity box', async () => {
    at(`/product/${DEMO_HASH}/HOMEPRO1`, '/product/:hash/:vsd_id?');
    expect(await screen.findByRole('heading', { name: 'Carrara Porcelain' })).toBeTruthy();
    const price = screen.getAllByTestId('price')[0] as HTMLElement;
    expect(price.textContent).toContain('$50.00 per Box');
    expect(price.textContent).toContain('$3.13 per sqft');
    expect(screen.getByText('Item size: 12 x 24, Straight')).toBeTruthy();

    const quantity = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(quantity.value).toBe('2');
    expect(minus).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity.value).toBe('3');
    expect(minus).toHaveProperty('disabled', false);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1x');
    await userEvent.tab();
    expect(quantity.value).toBe('2');

    await userEvent.click(screen.getByRole('radio', { name: 'Grey' }));
    expect(screen.getByText('Colour: Grey')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('recently_viewed') ?? '[]')).toEqual([DEMO_HASH]);
    expect(await screen.findByRole('region', { name: 'Top products' })).toBeTruthy();
  });

  it('adds the chosen quantity, size and colour to a new visitor cart and says so', async () => {
    at(`/product/${DEMO_HASH}/HOMEPRO1`, '/product/:hash/:vsd_id?');
    await userEvent.click(await screen.findByRole('radio', { name: 'Grey' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(notify.store.getState().toasts.map((toast) => toast.message)).toContain(
        'Item added to your cart.',
      ),
    );
    const token = localStorage.getItem('cart_id');
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      page.api.requests.find((request) => request.route === 'POST projectCart/sync_to_cart')?.body,
    ).toEqual({
      product_id: 1,
      size_id: 1,
      colour: 'Grey',
      qty: 3,
      showroom: 7,
      action: 'cart',
      temp_project_id: token,
    });
    expect(cart.store.getState().count).toBe(3);
  });

  it('turns an area into boxes for a Box size and uses that count as the quantity', async () => {
    at(`/product/${DEMO_HASH}/HOMEPRO1`, '/product/:hash/:vsd_id?');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Square feet to boxes'));
    await user.type(screen.getByLabelText('Area to cover (sqft)'), '100');
    // 100 sqft + 10% (straight lay) = 110 sqft → 7 boxes of 16 sqft at $50.
    expect(screen.getByRole('status').textContent).toBe('7 boxes cover 112 sqft, 12 sqft left over, $350.00');
    await user.click(screen.getByRole('button', { name: 'Use 7 boxes' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' }).value).toBe('7');
  });

  it('offers each size with its price per Box and per sqft, and the chosen one is the one priced and added', async () => {
    at(`/product/${DEMO_HASH}/HOMEPRO1`, '/product/:hash/:vsd_id?');
    const sizes = await screen.findByRole('group', { name: 'Size' });
    expect(within(sizes).getByRole('radio', { name: /12 x 24, Straight/ })).toHaveProperty('checked', true);
    const large = within(sizes).getByRole('radio', { name: /24 x 48, Straight/ });
    expect(large.closest('label')?.textContent).toContain('$64.00 per Box · $4.00 per sqft');
    await userEvent.click(large);
    expect(screen.getAllByTestId('price')[0]?.textContent).toContain('$64.00 per Box');
    expect(screen.getByText('Item size: 24 x 48, Straight')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(
        page.api.requests.find((request) => request.route === 'POST projectCart/sync_to_cart')?.body,
      ).toMatchObject({ size_id: 2, qty: 2 }),
    );
  });

  it('says how many are left of a low size, and plus stops at that stock', async () => {
    at(`/product/${DEMO_HASH}/HOMEPRO1`, '/product/:hash/:vsd_id?');
    await userEvent.click(await screen.findByRole('radio', { name: /24 x 48, Straight/ }));
    expect(within(productInfo()).getByTestId('stock-note').textContent).toBe('Only 3 left');
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' }).value).toBe('3');
    expect(plus).toHaveProperty('disabled', true);
  });

  it('opens on the cheapest size in stock', async () => {
    const firstSoldOut = {
      ...DEMO_DETAIL,
      sizes: DEMO_DETAIL.sizes.map((size, index) => ({ ...size, stock: index === 0 ? 0 : size.stock })),
    };
    at(`/product/${DEMO_HASH}/HOMEPRO1`, '/product/:hash/:vsd_id?', { detail: firstSoldOut });
    expect(await screen.findByRole('radio', { name: /24 x 48, Straight/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', false);
  });

  it('cannot add a size that is out of stock, and says why', async () => {
    const soldOut = { ...DEMO_DETAIL, sizes: DEMO_DETAIL.sizes.map((size) => ({ ...size, stock: 0 })) };
    at(`/product/${DEMO_HASH}/HOMEPRO1`, '/product/:hash/:vsd_id?', { detail: soldOut });
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect(add).toHaveProperty('disabled', true);
    expect(within(productInfo()).getByTestId('stock-note').textContent).toBe('Out of stock');
    const reason = document.getElementById(add.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('This size is out of stock, so it cannot be added to the cart.');
  });

  it('links to the visualizer with this product in the room', async () => {
    at(`/product/${DEMO_HASH}/HOMEPRO1`, '/product/:hash/:vsd_id?');
    const link = await screen.findByRole('link', { name: 'See it in a room' });
    expect(link.getAttribute('href')).toBe(`/showroom/visualize?product=${DEMO_HASH}`);
  });

  it('offers no cart without a chosen showroom', async () => {
    at(`/product/${DEMO_HASH}`, '/product/:hash/:vsd_id?', { showroom: false });
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', true);
    expect(screen.getByText("Enter your Pro's Showroom ID to add items to a cart.")).toBeTruthy();
  });

  it('reads the hash of /product-details from the query', async () => {
    at(`/product-details?hash=${DEMO_HASH}`, '/product-details');
    expect(await screen.findByRole('heading', { name: 'Carrara Porcelain' })).toBeTruthy();
  });
});

describe('brands', () => {
  it('lists brand partners with their products', async () => {
    at('/our-brands', '/our-brands');
    const brand = await screen.findByRole('region', { name: 'Daltile' });
    const logo = within(brand).getByRole('img', { name: 'Daltile' });
    expect(logo.getAttribute('src')).toBe(brandLogoUrl('daltile'));
    expect(within(brand).getByRole('heading', { level: 2 }).textContent).toContain('products');
  });
});

describe('shared product links', () => {
  it('a product card links to the product at the selected showroom', async () => {
    at('/category/porcelain-tile/product', '/category/:category/product');
    await screen.findAllByTestId('price');
    const link = document.querySelector<HTMLAnchorElement>('a.sr-card__link');
    expect(link?.getAttribute('href')).toMatch(new RegExp(`^/showroom/product/[^/]+/${DEMO_SHOWROOM_ID}$`));
  });

  it('a card shows the product’s drawn thumbnail, the first row fetched at once and the rest when near', async () => {
    at('/category/porcelain-tile/product', '/category/:category/product');
    await screen.findAllByTestId('price');
    const pictures = [...document.querySelectorAll<HTMLImageElement>('.sr-card-grid img.sr-card__picture')];
    expect(pictures[0]?.getAttribute('src')).toMatch(
      new RegExp(`/pictures/${PICTURES_VERSION}/product/[^/]+/thumb\\.svg$`),
    );
    expect(pictures.slice(0, 4).map((picture) => picture.getAttribute('loading'))).toEqual(
      Array(4).fill('eager'),
    );
    expect(pictures[4]?.getAttribute('loading')).toBe('lazy');
  });

  it('a link naming a showroom enters it for a visitor in none', async () => {
    at(`/product/${DEMO_HASH}/${DEMO_SHOWROOM_ID}`, '/product/:hash/:vsd_id?', { showroom: false });
    await waitFor(() => expect(showroomSelection.current()?.vsd_id).toBe(DEMO_SHOWROOM_ID));
  });

  it('a visitor already in a showroom keeps it when a link names another', async () => {
    at(`/product/${DEMO_HASH}/OTHER123`, '/product/:hash/:vsd_id?');
    expect(await screen.findAllByTestId('price')).not.toHaveLength(0);
    expect(showroomSelection.current()?.vsd_id).toBe(DEMO_SHOWROOM_ID);
    expect(page.api.requests.some((request) => request.route === 'GET visualization/showrooms')).toBe(false);
  });
});
