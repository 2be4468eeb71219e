import { StyleSheet } from '@showroom/ui';
import { CardSkeletons } from '../../shared/card-skeletons.tsx';
import { CatalogStyles } from '../../shared/catalog-styles.tsx';
import css from './brands.css?inline';

/** Every brand shows this many of its newest products (the API's `products`). */
export const BRAND_PRODUCTS_SHOWN = 4;

/** Brand sections the skeleton shows: more than the first screen holds at any width. */
const SKELETON_BRANDS = 3;

/** One brand's heading line (logo and name) and its cards' row, empty. */
export function BrandSkeletons() {
  return Array.from({ length: SKELETON_BRANDS }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <div key={index} className="sr-brand" aria-hidden="true">
      <h2 className="sr-brand__heading">
        <span className="sr-skeleton sr-brand__logo" />
        <span className="sr-skeleton sr-brand__count-skeleton">{'\u00a0'}</span>
      </h2>
      <CardSkeletons count={BRAND_PRODUCTS_SHOWN} />
    </div>
  ));
}

/** The brands screen while its code loads: its heading and brand sections at their final size. */
export function BrandsSkeleton() {
  return (
    <section className="sr-catalog sr-brands sr-brands--loading" aria-busy="true">
      <CatalogStyles />
      <StyleSheet name="sr-brands" css={css} />
      <h1>Our brand partners</h1>
      <BrandSkeletons />
    </section>
  );
}
