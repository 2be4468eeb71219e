import { PRODUCT_PHOTO_MESSAGES, PRODUCT_PHOTO_UPLOAD, type ProductPhoto } from '@showroom/contract/vendor';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpPortalTest, signInAs } from '../../testing/portal-test-setup.ts';
import { ProductPhotos } from './product-photos.tsx';

let page: ReturnType<typeof setUpPortalTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const photo = (id: string): ProductPhoto => ({
  id,
  url: `product_photos/${id}-400.webp`,
  large_url: `product_photos/${id}-1200.webp`,
  width: 1600,
  height: 1200,
});
const [A, B] = [photo('aaaa'), photo('bbbb')] as [ProductPhoto, ProductPhoto];

function renderPhotos(photos: ProductPhoto[]) {
  signInAs();
  const onChange = vi.fn();
  render(<ProductPhotos productId={41} productName="Harbor Oak Plank" photos={photos} onChange={onChange} />);
  return onChange;
}

describe('ProductPhotos', () => {
  it('shows the photos in order from the platform, the first as the main one, and takes several at once', () => {
    page = setUpPortalTest({});
    renderPhotos([A, B]);
    const main = screen.getByRole('img', { name: 'Harbor Oak Plank, main photo' });
    expect(main.getAttribute('src')).toBe('http://platform.test/api/product_photos/aaaa-400.webp');
    expect(screen.getByRole('img', { name: 'Harbor Oak Plank, photo 2' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Choose photo files').multiple).toBe(true);
  });

  it('moves a photo earlier with the keyboard, making it the main one', async () => {
    page = setUpPortalTest({
      'PUT vendor/products/41/photos': () => ({
        body: { success: true, message: PRODUCT_PHOTO_MESSAGES.reordered, data: [B, A] },
      }),
    });
    const onChange = renderPhotos([A, B]);
    const earlier = screen.getByRole('button', { name: 'Move photo 2 earlier' });
    earlier.focus();
    await userEvent.keyboard('{Enter}');
    expect(page.requests.at(-1)).toMatchObject({
      route: 'PUT vendor/products/41/photos',
      body: { photo_ids: ['bbbb', 'aaaa'] },
    });
    expect(onChange).toHaveBeenCalledWith([B, A]);
    expect(page.toasts()).toContainEqual({ type: 'success', message: PRODUCT_PHOTO_MESSAGES.reordered });
    expect(screen.getByRole('button', { name: 'Move main photo earlier' })).toHaveProperty('disabled', true);
  });

  it('removes a photo only when asked, and keeps it when the server refuses', async () => {
    page = setUpPortalTest({
      'DELETE vendor/products/41/photos/aaaa': () => ({
        status: 404,
        body: { message: PRODUCT_PHOTO_MESSAGES.notFound },
      }),
      'DELETE vendor/products/41/photos/bbbb': () => ({
        body: { success: true, message: PRODUCT_PHOTO_MESSAGES.removed, data: [A] },
      }),
    });
    const onChange = renderPhotos([A, B]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove main photo' }));
    // The refusal is told (its catalogue's code comes with the first failed answer), the photo kept.
    await vi.waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'error', message: PRODUCT_PHOTO_MESSAGES.notFound }),
    );
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(onChange).toHaveBeenCalledWith([A]);
  });

  it('says the product is full and takes no more', () => {
    page = setUpPortalTest({});
    const ids = Array.from({ length: PRODUCT_PHOTO_UPLOAD.maxFiles }, (_, index) => photo(`p${index}`));
    renderPhotos(ids);
    expect(screen.getByRole('button', { name: new RegExp(PRODUCT_PHOTO_MESSAGES.full) })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
