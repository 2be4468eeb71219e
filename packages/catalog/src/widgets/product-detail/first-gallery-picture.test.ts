import { openingColour } from '@showroom/contract/catalog';
import { productPictureUrl } from '@showroom/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_DETAIL, DEMO_HASH } from '../../testing/catalog-fixtures.ts';
import { firstGalleryPicture, warmFirstGalleryPicture } from './first-gallery-picture.ts';

afterEach(() => vi.unstubAllGlobals());

describe("the product page's first picture", () => {
  it('is the drawn overview in the first colour, the colour the page opens in', () => {
    expect(openingColour(DEMO_DETAIL)).toBe('White');
    expect(firstGalleryPicture(DEMO_DETAIL)).toBe(
      productPictureUrl({ photo: null, hash: DEMO_HASH }, 'detail', 'White'),
    );
  });

  it("is the product's photo when it has one, and the plain overview for a product without colours", () => {
    const withPhoto = {
      ...DEMO_DETAIL,
      gallery: [{ url: '/media/carrara.webp', colour: null, hex: null }],
    };
    expect(firstGalleryPicture(withPhoto)).toMatch(/\/media\/carrara\.webp$/);
    expect(firstGalleryPicture({ ...DEMO_DETAIL, colour: [] })).toBe(
      productPictureUrl({ photo: null, hash: DEMO_HASH }, 'detail', null),
    );
  });

  it('is, for a product in one colour, its colour-less drawing (one address wherever it is shown)', () => {
    const oneColour = { ...DEMO_DETAIL, colour: [{ name: 'White', hex: '#f4f4f4' }] };
    expect(firstGalleryPicture(oneColour)).toBe(
      productPictureUrl({ photo: null, hash: DEMO_HASH }, 'detail', null),
    );
  });

  it('is asked for at high priority as soon as the product is known, outside the page', () => {
    const asked: { src: string; fetchPriority: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        set src(src: string) {
          asked.push({ src, fetchPriority: this.fetchPriority });
        }
      },
    );
    warmFirstGalleryPicture(DEMO_DETAIL);
    expect(asked).toEqual([{ src: firstGalleryPicture(DEMO_DETAIL), fetchPriority: 'high' }]);
    expect(document.querySelectorAll('img, link').length).toBe(0);
  });
});
