import { productPictureUrl } from '@showroom/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductThumb } from './product-thumb.tsx';

const drawn = { photo: null, hash: 'abc123' };

describe('product thumb', () => {
  afterEach(cleanup);

  it('shows the drawn thumbnail of a product without a photo, and the photo of one with it', () => {
    const { container, rerender } = render(<ProductThumb product={drawn} px={96} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(productPictureUrl(drawn, 'thumb'));
    expect(container.querySelector('img')?.getAttribute('src')).toContain('/thumb.svg');
    rerender(<ProductThumb product={{ photo: 'https://cdn.example/a.jpg', hash: 'abc123' }} px={96} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/a.jpg');
  });

  it('reserves its square and loads lazily, off the main thread, unless it is on the first screen', () => {
    const { container, rerender } = render(<ProductThumb product={drawn} px={96} />);
    const img = () => container.querySelector('img') as HTMLImageElement;
    expect([img().getAttribute('width'), img().getAttribute('height')]).toEqual(['96', '96']);
    expect(img().getAttribute('loading')).toBe('lazy');
    expect(img().getAttribute('decoding')).toBe('async');
    expect(img().getAttribute('fetchpriority')).toBeNull();
    rerender(<ProductThumb product={drawn} px={96} priority />);
    expect(img().getAttribute('loading')).toBe('eager');
    expect(img().getAttribute('fetchpriority')).toBe('high');
  });

  it('is decorative by default, since the name is written beside it', () => {
    const { container } = render(<ProductThumb product={drawn} px={48} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
