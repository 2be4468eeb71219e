import { CATALOG_MESSAGES } from '@showroom/contract/catalog';
import { StyleSheet, useShowroomSelection } from '@showroom/ui';
import { CatalogStyles } from '../../shared/catalog-styles.tsx';
import { RailSkeleton } from '../../shared/rail-skeleton.tsx';
import css from './product-detail.css?inline';

/**
 * The product page before its data: the gallery's square and its row of views, the info column's lines at their
 * heights (brand, two-line name, price, size, colours, quantity, button, description, SKU) and
 * the two rails every product has, so the page does not move when the product arrives.
 */
export function ProductDetailSkeleton() {
  return (
    <section className="sr-catalog sr-product-detail--loading" aria-busy="true">
      <CatalogStyles />
      <StyleSheet name="sr-product-detail" css={css} />
      <DetailSkeleton />
      <RailSkeletons />
    </section>
  );
}

/** The rails every product has, held while the product and then each rail loads. */
export function RailSkeletons() {
  return (
    <>
      <RailSkeleton title="Top products" />
      <RailSkeleton title="Customers also viewed" />
    </>
  );
}

/** The gallery and info columns only (the rails load on their own). */
export function DetailSkeleton() {
  const showroomChosen = (useShowroomSelection()?.showroom ?? 0) > 0;
  return (
    <div className="sr-detail" aria-hidden="true">
      <div className="sr-detail__gallery sr-gallery">
        <span className="sr-gallery__main sr-skeleton" />
        <span className="sr-gallery__views sr-skeleton" />
      </div>
      <div className="sr-detail__info sr-detail__info--skeleton">
        <span className="sr-skeleton sr-detail__line" />
        <span className="sr-skeleton sr-detail__title" />
        <span className="sr-skeleton sr-detail__price-block" />
        <span className="sr-skeleton sr-detail__line" />
        <span className="sr-skeleton sr-detail__colours-block" />
        <span className="sr-skeleton sr-detail__quantity-block" />
        <span className="sr-skeleton sr-detail__button-block" />
        {!showroomChosen && <p className="sr-detail__note">{CATALOG_MESSAGES.chooseShowroomForCart}</p>}
        <span className="sr-skeleton sr-detail__text-block" />
        <span className="sr-skeleton sr-detail__line" />
      </div>
    </div>
  );
}
