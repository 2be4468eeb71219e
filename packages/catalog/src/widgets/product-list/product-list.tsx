import { categoryLabel } from '@showroom/contract';
import { CATALOG_MESSAGES, type ProductFacets } from '@showroom/contract/catalog';
import { StyleSheet, usePriceShowroom, useResource } from '@showroom/ui';
import { Pagination } from '@showroom/ui/pagination';
import { useDeferredValue, useState } from 'react';
import { withFilter } from '../../rules/list-query.ts';
import { CatalogStyles } from '../../shared/catalog-styles.tsx';
import { FIRST_SCREEN_CARDS, ProductCardView } from '../../shared/product-card-view.tsx';
import { LoadFailed } from '../../shared/status-block.tsx';
import { useShownData } from '../../shared/use-shown-data.ts';
import { ProductFilters } from './product-filters.tsx';
import css from './product-list.css?inline';
import { ProductListBar } from './product-list-bar.tsx';
import { loadProductList, productListBody } from './product-list-request.ts';
import { FiltersSkeleton, loadingTitle, ResultsSkeleton } from './product-list-skeleton.tsx';
import { useListQuery } from './use-list-query.ts';

export interface ProductListProps {
  /** The category's slug or id. */
  category: string;
  /** Keep filters in the address bar (shell routes); embedded elements leave the host's URL alone. */
  inAddress?: boolean;
}

/** `/category/{category}/product`: a category's products with filters, search, sort and pages. */
export function ProductList({ category, inAddress = false }: ProductListProps) {
  const priceShowroom = usePriceShowroom();
  const [query, setQuery] = useListQuery(inAddress);
  const [search, setSearch] = useState(query.q);
  // Back/forward can change the query's search; follow it ("adjust state on prop change", no effect).
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setSearch(query.q);
  }
  const body = productListBody(category, priceShowroom ?? 0, query);
  const { state: list, retry } = useResource(priceShowroom === null ? null : JSON.stringify(body), (signal) =>
    loadProductList(body, signal),
  );
  // The filters stay while a new page or filter loads (the box just ticked keeps its place);
  // before the first answer a skeleton holds their column.
  const [facets, setFacets] = useState<ProductFacets | null>(null);
  if (list.status === 'ready' && list.data.facets !== facets) setFacets(list.data.facets);
  // The cards paint first; the filters (folded away on phones) follow in a background render.
  const shownFacets = useDeferredValue(facets);
  // The same page at another showroom's prices keeps its cards until the new prices arrive.
  const shown = useShownData(list, JSON.stringify({ ...body, showroom: undefined }));
  const title = shown ? categoryLabel(shown.category.name) : loadingTitle(category);
  const loading = !shown && (list.status === 'loading' || list.status === 'idle');

  return (
    <section
      className={`sr-catalog sr-product-list${loading ? ' sr-product-list--loading' : ''}`}
      aria-busy={list.status === 'loading' || undefined}
    >
      <CatalogStyles />
      <StyleSheet name="sr-product-list" css={css} />
      <h1>{title}</h1>
      <ProductListBar
        search={search}
        sort={query.sort}
        onSearchChange={setSearch}
        onSearch={() => setQuery(withFilter(query, { q: search }))}
        onSortChange={(sort) => setQuery(withFilter(query, { sort }))}
      />
      <div className="sr-product-list__body">
        {shownFacets ? (
          <ProductFilters facets={shownFacets} query={query} onChange={setQuery} />
        ) : (
          <FiltersSkeleton />
        )}
        <div className="sr-product-list__results">
          {loading && <ResultsSkeleton count={query.perPage} />}
          {list.status === 'error' && (
            <LoadFailed message={CATALOG_MESSAGES.productsLoadFailed} onRetry={retry} />
          )}
          {shown?.data.length === 0 && <p className="sr-catalog-status">{CATALOG_MESSAGES.productsEmpty}</p>}
          {shown && shown.data.length > 0 && (
            <>
              <p className="sr-product-list__count" aria-live="polite">
                {shown.total} products
              </p>
              <ul className="sr-card-grid">
                {shown.data.map((product, index) => (
                  <ProductCardView
                    key={product.hash}
                    product={product}
                    priority={index < FIRST_SCREEN_CARDS}
                  />
                ))}
              </ul>
              <Pagination
                paginator={shown}
                label="Product pages"
                onPageChange={(page) => setQuery({ ...query, page })}
                onPageSizeChange={(perPage) => setQuery(withFilter(query, { perPage }))}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
