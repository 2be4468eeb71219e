import { formatMessage, type PictureView } from '@showroom/contract';
import type { ProductDetail } from '@showroom/contract/catalog';
import { CATALOG_MESSAGES } from '@showroom/contract/catalog-menu';
import { mediaUrl, productPictureUrl } from '@showroom/core';

/** One picture the gallery can show, with the name its button and alt text give it. */
export interface GalleryView {
  key: string;
  src: string;
  label: string;
}

type Photo = ProductDetail['gallery'][number] & { url: string };

/** The drawn views the product page shows, in order: the whole product, its material close, in a room. */
const DRAWN_VIEWS = [
  { view: 'detail', label: CATALOG_MESSAGES.galleryDetail },
  { view: 'closeup', label: CATALOG_MESSAGES.galleryCloseup },
  { view: 'room', label: CATALOG_MESSAGES.galleryRoom },
] as const satisfies readonly { view: PictureView; label: string }[];

/**
 * The gallery of a product in the chosen colour: its photos first (those of the colour, or all
 * when none is of it), then the pictures the API draws of it in that colour, which every product has.
 */
export function galleryViews(product: ProductDetail, colour: string): GalleryView[] {
  const photos = product.gallery.filter((image): image is Photo => image.url !== null);
  const ofColour = photos.filter((image) => !colour || !image.colour || image.colour === colour);
  const shownPhotos = (ofColour.length > 0 ? ofColour : photos).map((image, index) => ({
    key: `photo:${image.url}`,
    src: mediaUrl(image.url),
    label: formatMessage(CATALOG_MESSAGES.galleryPhoto, { number: index + 1 }),
  }));
  // The drawn views always: a photo is only how a product looks, not its material at scale. Each
  // colour is drawn as itself (issue #22). A product in one colour is drawn the same without naming
  // it, so its picture has one address wherever it is shown (decisions 0125, 0128).
  const drawnIn = product.colour.length > 1 ? colour || null : null;
  const drawn = DRAWN_VIEWS.map(({ view, label }) => ({
    key: `${view}:${colour}`,
    src: productPictureUrl({ photo: null, hash: product.hash }, view, drawnIn),
    label,
  }));
  return [...shownPhotos, ...drawn];
}
