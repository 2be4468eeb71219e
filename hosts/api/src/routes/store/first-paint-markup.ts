import {
  drawnProductPictureUrl,
  formatMessage,
  mediaUrlUnder,
  type ShopProfile,
  themeCssVariables,
  themeFor,
} from '@showroom/contract';
import {
  CATALOG_MESSAGES,
  GALLERY_MAIN_PICTURE_PX,
  type GalleryPicture,
  galleryPictureLabel,
  galleryPictures,
  openingColour,
  type ProductDetail,
} from '@showroom/contract/catalog';
import { SERVED_MARKUP_ATTRIBUTE } from '@showroom/contract/constants';
import { escapeHtml } from '../../lib/html.ts';

const served = SERVED_MARKUP_ATTRIBUTE;

/** The API's base on the platform, under which the widgets' picture addresses are made. */
const apiBase = (platformOrigin: string) => `${platformOrigin}/api`;

/**
 * What every first paint's markup (decision 0129) is made of: a widget root, and a `<slot>` for what
 * embed.js puts in the element (a load failure). Both are marked, so the widget removes them when its own
 * version is on screen.
 */
function servedMarkup(body: string): string {
  return `<div ${served} class="sr-root">${body}</div><slot ${served}></slot>`;
}

/**
 * The storefront's band in the elements and classes the catalogue's `StorefrontHeader` renders inside
 * its widget root, so the widget's first band lands on the same box.
 */
export function storefrontFirstPaint(profile: ShopProfile, platformOrigin: string): string {
  const theme = themeFor(profile);
  const name = escapeHtml(profile.company_name);
  const logo = theme.logo
    ? `<img class="sr-storefront__logo" src="${escapeHtml(mediaUrlUnder(apiBase(platformOrigin), theme.logo))}" alt="${name} logo">`
    : '';
  return servedMarkup(
    `<section class="sr-catalog sr-storefront"><header class="sr-storefront__brand">${logo}<h1>Welcome to ${name}</h1></header></section>`,
  );
}

/** The storefront band's theme, on the served root: what the widget root sets from the showroom's palette. */
export function storefrontThemeRule(profile: ShopProfile): string {
  const declarations = Object.entries(themeCssVariables(themeFor(profile)))
    // The palette is the server's own hex colours; anything else could end the rule, so it is left out.
    .filter(([, value]) => /^#[0-9a-f]{3,8}$/i.test(value))
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
  return `.sr-root[${served}]{${declarations}}`;
}

/** A gallery picture's address, as the widget's `galleryViews` makes it (core's `productPictureUrl`). */
function pictureUrl(product: ProductDetail, picture: GalleryPicture, platformOrigin: string): string {
  return picture.kind === 'photo'
    ? mediaUrlUnder(apiBase(platformOrigin), picture.url)
    : drawnProductPictureUrl(apiBase(platformOrigin), product.hash, picture.view, picture.colour);
}

/**
 * A product's opening picture in the elements and classes the catalogue's product page renders it in (its
 * gallery's big picture, first in the page), so the widget's gallery lands on the same box.
 */
export function productFirstPaint(product: ProductDetail, platformOrigin: string): string {
  const [first] = galleryPictures(product, openingColour(product));
  if (!first) return '';
  const src = pictureUrl(product, first, platformOrigin);
  const alt = formatMessage(CATALOG_MESSAGES.galleryPictureAlt, {
    name: product.name,
    view: galleryPictureLabel(first),
  });
  const size = GALLERY_MAIN_PICTURE_PX;
  return servedMarkup(
    '<section class="sr-catalog"><div class="sr-detail"><div class="sr-detail__gallery"><div class="sr-gallery">' +
      `<img class="sr-gallery__main" src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${size}" height="${size}" fetchpriority="high" decoding="async">` +
      '</div></div></div></section>',
  );
}
