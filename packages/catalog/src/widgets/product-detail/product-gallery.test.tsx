import { productPictureUrl } from '@showroom/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_DETAIL, DEMO_HASH } from '../../testing/catalog-fixtures.ts';
import { galleryViews } from './gallery-views.ts';
import { ProductGallery } from './product-gallery.tsx';

afterEach(cleanup);

const drawn = (view: 'detail' | 'closeup' | 'room', colour = 'White') =>
  productPictureUrl({ photo: null, hash: DEMO_HASH }, view, colour);
const bigPicture = () => screen.getByRole('img', { name: /^Carrara Porcelain, / });
const viewButton = (name: string) => screen.getByRole('button', { name });

function renderGallery(product = DEMO_DETAIL, colour = 'White') {
  render(<ProductGallery name={product.name} views={galleryViews(product, colour)} />);
}

describe('product gallery', () => {
  it('shows the drawn overview first, named for screen readers by product and view', () => {
    renderGallery();
    expect(bigPicture().getAttribute('alt')).toBe('Carrara Porcelain, Overview');
    expect(bigPicture().getAttribute('src')).toBe(drawn('detail'));
    expect(screen.getByRole('toolbar', { name: 'Pictures of Carrara Porcelain' })).toBeTruthy();
    expect(viewButton('Overview').getAttribute('aria-pressed')).toBe('true');
    expect(viewButton('Close-up').getAttribute('aria-pressed')).toBe('false');
  });

  it('asks for the other views only once the big picture has loaded (or failed)', () => {
    renderGallery();
    const viewPicture = (name: string) => viewButton(name).querySelector('img');
    expect(viewPicture('Overview')?.getAttribute('src')).toBe(drawn('detail'));
    expect(viewPicture('Close-up')?.hasAttribute('src')).toBe(false);
    expect(viewPicture('In a room')?.hasAttribute('src')).toBe(false);
    fireEvent.load(bigPicture());
    expect(viewPicture('Close-up')?.getAttribute('src')).toBe(drawn('closeup'));
    expect(viewPicture('In a room')?.getAttribute('src')).toBe(drawn('room'));
  });

  it('switches the big picture when a view is pressed', async () => {
    renderGallery();
    await userEvent.click(viewButton('In a room'));
    expect(bigPicture().getAttribute('alt')).toBe('Carrara Porcelain, In a room');
    expect(bigPicture().getAttribute('src')).toBe(drawn('room'));
    expect(viewButton('In a room').getAttribute('aria-pressed')).toBe('true');
    expect(viewButton('Overview').getAttribute('aria-pressed')).toBe('false');
  });

  it('moves along the views with the arrow keys, wrapping, and Home and End', async () => {
    renderGallery();
    viewButton('Overview').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(viewButton('Close-up'));
    expect(bigPicture().getAttribute('alt')).toBe('Carrara Porcelain, Close-up');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(bigPicture().getAttribute('alt')).toBe('Carrara Porcelain, In a room');
    await userEvent.keyboard('{Home}');
    expect(viewButton('Overview').getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(viewButton('In a room'));
    // One tab stop: the shown view's button.
    expect(screen.getAllByRole('button').map((button) => button.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('puts a product’s photos of the chosen colour before the drawn views', () => {
    const withPhotos = {
      ...DEMO_DETAIL,
      gallery: [
        { url: 'https://cdn.example/white.jpg', colour: 'White', hex: null },
        { url: 'https://cdn.example/grey.jpg', colour: 'Grey', hex: null },
        { url: null, colour: 'Grey', hex: '#888888' },
      ],
    };
    renderGallery(withPhotos, 'Grey');
    expect(bigPicture().getAttribute('src')).toBe('https://cdn.example/grey.jpg');
    expect(bigPicture().getAttribute('alt')).toBe('Carrara Porcelain, Photo 1');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Photo 1',
      'Overview',
      'Close-up',
      'In a room',
    ]);
  });

  it('draws the chosen colour as itself', () => {
    renderGallery(DEMO_DETAIL, 'Grey');
    expect(bigPicture().getAttribute('src')).toBe(drawn('detail', 'Grey'));
    expect(bigPicture().getAttribute('src')).toMatch(/detail\.svg\?colour=Grey$/);
  });

  it('reserves the big picture’s square before it loads', () => {
    renderGallery();
    expect([bigPicture().getAttribute('width'), bigPicture().getAttribute('height')]).toEqual(['480', '480']);
  });
});
