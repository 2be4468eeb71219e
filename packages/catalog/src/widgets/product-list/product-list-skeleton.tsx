import { categoryLabel, STORAGE_KEYS } from '@showroom/contract';
import { DEFAULT_PRODUCT_SORT } from '@showroom/contract/catalog';
import { storage } from '@showroom/core';
import { StyleSheet } from '@showroom/ui';
import { parseCrumbs } from '../../rules/category-trail.ts';
import { CardSkeletons } from '../../shared/card-skeletons.tsx';
import { CatalogStyles } from '../../shared/catalog-styles.tsx';
import css from './product-list.css?inline';
import { ProductListBar } from './product-list-bar.tsx';

/** Placeholder cards while a page loads: a whole page's worth, so the grid has its final rows. */
export const SKELETON_CARDS_MAX = 24;

/** The list's heading before its data names the category: the breadcrumb's last step, else the slug. */
export function loadingTitle(category: string): string {
  return categoryLabel(parseCrumbs(storage.getString(STORAGE_KEYS.breadcrumb)).at(-1)?.name ?? category);
}

/**
 * The filters column before the facets arrive: on a phone the same "Show filters" button the
 * real column starts with (the rest folds away), on a wide screen grey blocks at its width.
 */
export function FiltersSkeleton() {
  return (
    <div className="sr-filters sr-filters--skeleton" data-open="false" aria-hidden="true">
      <button type="button" className="sr-filters__toggle" disabled tabIndex={-1}>
        Show filters
      </button>
      <span className="sr-skeleton sr-filters__block" />
      <span className="sr-skeleton sr-filters__block" />
    </div>
  );
}

/** The results column while a page loads: the count's line, the cards, the pagination's room. */
export function ResultsSkeleton({ count }: { count: number }) {
  return (
    <>
      <p className="sr-product-list__count">{'\u00a0'}</p>
      <CardSkeletons count={Math.min(count, SKELETON_CARDS_MAX)} />
      <div className="sr-product-list__pages-slot" aria-hidden="true" />
    </>
  );
}

/** The whole list screen while its code loads, box for box what the loaded screen shows. */
export function ProductListSkeleton({ category, perPage }: { category: string; perPage: number }) {
  return (
    <section className="sr-catalog sr-product-list sr-product-list--loading">
      <CatalogStyles />
      <StyleSheet name="sr-product-list" css={css} />
      <h1>{loadingTitle(category)}</h1>
      <ProductListBar search="" sort={DEFAULT_PRODUCT_SORT} disabled />
      <div className="sr-product-list__body">
        <FiltersSkeleton />
        <div className="sr-product-list__results">
          <ResultsSkeleton count={perPage} />
        </div>
      </div>
    </section>
  );
}
