import {
  PRODUCT_PHOTO_MESSAGES,
  VENDOR_PRODUCT_MESSAGES,
  type VendorProductOptions,
} from '@showroom/contract/vendor';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { setUpPortalTest, signInAs } from '../../testing/portal-test-setup.ts';
import { uploadProductPhoto } from '../product-photos/photo-calls.ts';
import { ProductForm } from './product-form.tsx';

// Files share one module graph (isolate: false): a fresh one lets this file's mocks reach every module that
// imports them, and the one left behind holds none of them.
vi.hoisted(() => {
  vi.resetModules();
});
afterAll(() => vi.resetModules());

// The photos' multipart upload goes by XMLHttpRequest, which the page's fetch stub does not see.
vi.mock('../product-photos/photo-calls.ts', () => ({ uploadProductPhoto: vi.fn() }));
// jsdom decodes no images: every chosen photo is big enough.
vi.stubGlobal('createImageBitmap', async () => ({ width: 1600, height: 1200, close: () => undefined }));
// A URL of this file's own: Object.assign on the page's URL would outlive the file in a shared window.
vi.stubGlobal(
  'URL',
  Object.assign(class extends URL {}, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }),
);

/** Typing a whole form, key by key, on a shared machine can outlast vitest's default 5 s. */
const TYPING_MS = 30_000;

let page: ReturnType<typeof setUpPortalTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const OPTIONS: VendorProductOptions = {
  brands: [{ id: 3, name: 'Summit Floors' }],
  categories: [
    { id: 12, name: 'Hardwood', top: 'Flooring', unit: 'Box' },
    { id: 20, name: 'Faucets', top: 'Bathroom', unit: 'Piece' },
  ],
};

const saved = {
  id: 41,
  hash: 'feedfacefeedface',
  sku: 'SUM-41',
  name: 'Harbor Oak Plank',
  category_id: 12,
  brand_id: 3,
  description: '',
  finish: null,
  colours: [],
  sizes: [],
  status: 'active',
  photo: null,
  photos: [],
};

async function fillProduct(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Harbor Oak Plank');
  await user.type(screen.getByLabelText('SKU'), 'SUM-41');
  await user.selectOptions(screen.getByLabelText('Category'), '12');
  await user.selectOptions(screen.getByLabelText('Brand line'), '3');
  const first = screen.getByRole('group', { name: 'Size 1' });
  await user.type(within(first).getByLabelText('Width'), '7"');
  await user.type(within(first).getByLabelText('Sq ft per box'), '23.5');
  await user.type(within(first).getByLabelText('Wholesale price ($)'), '3.499');
  await user.click(screen.getByRole('button', { name: 'Add a size' }));
  const second = screen.getByRole('group', { name: 'Size 2' });
  await user.type(within(second).getByLabelText('Width'), '9"');
  await user.type(within(second).getByLabelText('Sq ft per box'), '20');
  await user.type(within(second).getByLabelText('Wholesale price ($)'), '4.25');
  await user.clear(within(second).getByLabelText('In stock'));
  await user.type(within(second).getByLabelText('In stock'), '1x5');
}

describe('ProductForm', () => {
  it(
    'creates a product with two sizes (decimals kept to two places, stock digits only) and opens it',
    async () => {
      page = setUpPortalTest({
        'POST vendor/products': () => ({
          status: 201,
          body: { success: true, message: VENDOR_PRODUCT_MESSAGES.created, data: saved },
        }),
      });
      signInAs();
      render(<ProductForm options={OPTIONS} product={null} onSaved={() => {}} />);
      const user = userEvent.setup();
      expect(screen.getByRole('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      await fillProduct(user);
      await user.click(screen.getByRole('button', { name: 'Create product' }));
      await vi.waitFor(() => expect(page.navigator).toHaveBeenCalledWith('/vendor/products/41'));
      expect(page.requests[0]?.body).toMatchObject({
        sku: 'SUM-41',
        category_id: '12',
        brand_id: '3',
        sizes: [
          { width_size: '7"', box_sqft: '23.5', wholesale_price: '3.49', stock_qty: '0' },
          { width_size: '9"', box_sqft: '20', wholesale_price: '4.25', stock_qty: '15' },
        ],
      });
    },
    TYPING_MS,
  );

  it(
    'shows a server refusal under its box and keeps what was typed',
    async () => {
      page = setUpPortalTest({
        'POST vendor/products': () => ({
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { sku: [VENDOR_PRODUCT_MESSAGES.skuTaken] },
          },
        }),
      });
      signInAs();
      render(<ProductForm options={OPTIONS} product={null} onSaved={() => {}} />);
      const user = userEvent.setup();
      await fillProduct(user);
      await user.click(screen.getByRole('button', { name: 'Create product' }));
      expect(await screen.findByText(VENDOR_PRODUCT_MESSAGES.skuTaken)).toBeTruthy();
      expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Harbor Oak Plank');
      expect(page.navigator).not.toHaveBeenCalled();
    },
    TYPING_MS,
  );

  it(
    'asks for a price before sending anything',
    async () => {
      page = setUpPortalTest({});
      signInAs();
      render(<ProductForm options={OPTIONS} product={null} onSaved={() => {}} />);
      const user = userEvent.setup();
      await user.selectOptions(screen.getByLabelText('Category'), '20');
      expect(screen.queryByLabelText('Sq ft per box')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Create product' }));
      expect(await screen.findByText(VENDOR_PRODUCT_MESSAGES.priceInvalid)).toBeTruthy();
      expect(page.requests).toEqual([]);
    },
    TYPING_MS,
  );

  it(
    'takes photos before the product exists and adds them in order once it is created, naming any that failed',
    async () => {
      page = setUpPortalTest({
        'POST vendor/products': () => ({
          status: 201,
          body: { success: true, message: VENDOR_PRODUCT_MESSAGES.created, data: saved },
        }),
      });
      const uploaded: string[] = [];
      vi.mocked(uploadProductPhoto).mockImplementation(async (productId, file) => {
        if (file.name === 'back.png') throw new Error('refused');
        uploaded.push(`${productId}:${file.name}`);
        return { success: true, message: '', data: [] };
      });
      signInAs();
      render(<ProductForm options={OPTIONS} product={null} onSaved={() => {}} />);
      const user = userEvent.setup();
      await fillProduct(user);
      const photo = (name: string) => new File(['x'], name, { type: 'image/png' });
      await user.upload(screen.getByLabelText('Choose photo files'), [
        photo('front.png'),
        photo('back.png'),
        photo('side.png'),
      ]);
      expect(await screen.findByText('Photos (3 of 8)')).toBeTruthy();
      expect(uploaded).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Remove side.png' }));
      await user.click(screen.getByRole('button', { name: 'Create product' }));
      await vi.waitFor(() => expect(page.navigator).toHaveBeenCalledWith('/vendor/products/41'));
      expect(uploaded).toEqual(['41:front.png']);
      expect(page.toasts()).toContainEqual({
        type: 'error',
        message: PRODUCT_PHOTO_MESSAGES.pendingFailed(['back.png']),
      });
    },
    TYPING_MS,
  );
});
