import { formatMessage } from '../messages/messages.ts';
import { CATALOG_MESSAGES } from './catalog-messages.ts';

/**
 * Which pictures a product's gallery shows, in order, their names and the colour it opens in: the widget's
 * gallery and the first paint the platform serves (decision 0129) open on the same picture.
 */

/** What of a product the gallery's order depends on. */
export interface GalleryProduct {
  readonly hash: string;
  readonly colour: readonly { readonly name: string }[];
  readonly gallery: readonly { readonly url: string | null; readonly colour: string | null }[];
}

/** The gallery's big picture's intrinsic size (square; CSS scales it to the gallery's width). */
export const GALLERY_MAIN_PICTURE_PX = 480;

/** The drawn views the product page shows, in order: the whole product, its material close, in a room. */
export const DRAWN_GALLERY_VIEWS = ['detail', 'closeup', 'room'] as const;
export type DrawnGalleryView = (typeof DRAWN_GALLERY_VIEWS)[number];

/** A vendor's photo (its path, numbered from 1), or a view the API draws (in `colour`; null: as it is). */
export type GalleryPicture =
  | { readonly kind: 'photo'; readonly url: string; readonly number: number }
  | { readonly kind: 'drawn'; readonly view: DrawnGalleryView; readonly colour: string | null };

/** The colour a product page opens in: the product's first (none for a product without colours). */
export function openingColour(product: GalleryProduct): string {
  return product.colour[0]?.name ?? '';
}

/**
 * The gallery of a product in the chosen colour: its photos first (those of the colour, or all when none
 * is of it), then the pictures the API draws of it in that colour, which every product has. A product in
 * one colour is drawn without naming it, so its picture has one address wherever it is shown
 * (decisions 0125, 0128).
 */
export function galleryPictures(product: GalleryProduct, colour: string): GalleryPicture[] {
  const photos = product.gallery.filter(
    (image): image is { url: string; colour: string | null } => image.url !== null,
  );
  const ofColour = photos.filter((image) => !colour || !image.colour || image.colour === colour);
  const shown = (ofColour.length > 0 ? ofColour : photos).map(
    (image, index): GalleryPicture => ({ kind: 'photo', url: image.url, number: index + 1 }),
  );
  const drawnIn = product.colour.length > 1 ? colour || null : null;
  return [
    ...shown,
    ...DRAWN_GALLERY_VIEWS.map((view): GalleryPicture => ({ kind: 'drawn', view, colour: drawnIn })),
  ];
}

const DRAWN_LABELS: Record<DrawnGalleryView, string> = {
  detail: CATALOG_MESSAGES.galleryDetail,
  closeup: CATALOG_MESSAGES.galleryCloseup,
  room: CATALOG_MESSAGES.galleryRoom,
};

/** A picture's name, for its view button and in the big picture's alt text ("Photo 2", "In a room"). */
export function galleryPictureLabel(picture: GalleryPicture): string {
  return picture.kind === 'photo'
    ? formatMessage(CATALOG_MESSAGES.galleryPhoto, { number: picture.number })
    : DRAWN_LABELS[picture.view];
}
