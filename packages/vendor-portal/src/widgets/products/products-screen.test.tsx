import { VENDOR_PRODUCT_MESSAGES, type VendorProductRow } from '@showroom/contract/vendor';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpPortalTest, signInAs } from '../../testing/portal-test-setup.ts';
import { ProductsScreen } from './products-screen.tsx';

let page: ReturnType<typeof setUpPortalTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const row = (overrides: Partial<VendorProductRow> = {}): VendorProductRow => ({
  id: 7,
  hash: '0123456789abcdef',
  sku: 'SUM-7',
  name: 'Harbor Oak Plank',
  category: 'Hardwood',
  brand: 'Summit Floors',
  wholesale_price: 3.49,
  size_count: 2,
  stock_qty: 120,
  out_of_stock: false,
  status: 'active',
  photo: null,
  ...overrides,
});

const pageOf = (rows: VendorProductRow[]) => ({
  success: true,
  message: '',
  data: {
    current_page: 1,
    data: rows,
    first_page_url: 'http://platform.test/api/vendor/products?page=1',
    from: rows.length ? 1 : null,
    last_page: 1,
    last_page_url: 'http://platform.test/api/vendor/products?page=1',
    links: [],
    next_page_url: null,
    path: 'http://platform.test/api/vendor/products',
    per_page: 10,
    prev_page_url: null,
    to: rows.length || null,
    total: rows.length,
  },
});

const OPTIONS = {
  'GET vendor/product_options': () => ({
    body: {
      success: true,
      message: '',
      data: {
        brands: [{ id: 3, name: 'Summit Floors' }],
        categories: [{ id: 12, name: 'Hardwood', top: 'Flooring', unit: 'Box' }],
      },
    },
  }),
};

describe('ProductsScreen', () => {
  it('lists the vendor’s products with a link to each one’s form, and asks again when filtered', async () => {
    page = setUpPortalTest({
      ...OPTIONS,
      'GET vendor/products': (_body, query) => ({
        body: pageOf(query.get('status') === 'archived' ? [] : [row()]),
      }),
    });
    signInAs();
    render(<ProductsScreen />);
    const link = await screen.findByRole('link', { name: 'Harbor Oak Plank' });
    expect(link.getAttribute('href')).toMatch(/\/showroom\/vendor\/products\/7$/);
    expect(screen.getByRole('heading', { name: '1 product' })).toBeTruthy();
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'archived');
    expect(await screen.findByText('No product matches these filters.')).toBeTruthy();
    expect(page.requests.at(-1)?.query).toContain('status=archived');
  });

  it('archives a product in place and says what that means', async () => {
    page = setUpPortalTest({
      ...OPTIONS,
      'GET vendor/products': () => ({ body: pageOf([row()]) }),
      'POST vendor/products/7/archive': () => ({
        body: {
          success: true,
          message: VENDOR_PRODUCT_MESSAGES.archived,
          data: {
            id: 7,
            hash: '0123456789abcdef',
            sku: 'SUM-7',
            name: 'Harbor Oak Plank',
            category_id: 12,
            brand_id: 3,
            description: '',
            finish: null,
            colours: [],
            sizes: [],
            status: 'archived',
            photo: null,
            photos: [],
          },
        },
      }),
    });
    signInAs();
    render(<ProductsScreen />);
    const table = await screen.findByRole('table');
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Archive Harbor Oak Plank' }));
    await vi.waitFor(() => expect(within(table).getByText('Archived')).toBeTruthy());
    expect(page.toasts()).toContainEqual({ type: 'success', message: VENDOR_PRODUCT_MESSAGES.archived });
  });
});
