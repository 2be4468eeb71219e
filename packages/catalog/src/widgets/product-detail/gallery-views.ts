import { type GalleryProduct, galleryPictureLabel, galleryPictures } from '@showroom/contract/catalog';
import { mediaUrl, productPictureUrl } from '@showroom/core';

/** One picture the gallery can show, with the name its button and alt text give it. */
export interface GalleryView {
  key: string;
  src: string;
  label: string;
}

/**
 * The gallery of a product in the chosen colour, in the contract's order (its photos, then the views the
 * API draws), as addresses and names: the served first paint opens on the same first picture (0129).
 */
export function galleryViews(product: GalleryProduct, colour: string): GalleryView[] {
  return galleryPictures(product, colour).map((picture) => ({
    key: picture.kind === 'photo' ? `photo:${picture.url}` : `${picture.view}:${colour}`,
    src:
      picture.kind === 'photo'
        ? mediaUrl(picture.url)
        : productPictureUrl({ photo: null, hash: product.hash }, picture.view, picture.colour),
    label: galleryPictureLabel(picture),
  }));
}
