import { STORAGE_KEYS } from '@showroom/contract';
import {
  CATALOG_MESSAGES,
  PRODUCT_SORTS,
  type ProductSort,
  productListResponseSchema,
} from '@showroom/contract/catalog';
import { api, storage } from '@showroom/core';
import { categoryLabel } from '@showroom/core/format';
import { StyleSheet, useResource, useShowroomSelection } from '@showroom/ui';
import { Pagination } from '@showroom/ui/pagination';
import { useState } from 'react';
import { parseCrumbs } from '../../rules/category-trail.ts';
import { withFilter } from '../../rules/list-query.ts';
import { CatalogStyles } from '../../shared/catalog-styles.tsx';
import { ProductCardView } from '../../shared/product-card-view.tsx';
import { CardSkeletons, LoadFailed } from '../../shared/status-block.tsx';
import { ProductFilters } from './product-filters.tsx';
import css from './product-list.css?inline';
import { useListQuery } from './use-list-query.ts';

const SORT_LABELS: Record<ProductSort, string> = {
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name',
  newest: 'Newest',
};

export interface ProductListProps {
  /** The category's slug or id. */
  category: string;
  /** Keep filters in the address bar (shell routes); embedded elements leave the host's URL alone. */
  inAddress?: boolean;
}

/** `/category/{category}/product`: a category's products with filters, search, sort and pages. */
export function ProductList({ category, inAddress = false }: ProductListProps) {
  const selection = useShowroomSelection();
  const [query, setQuery] = useListQuery(inAddress);
  const [search, setSearch] = useState(query.q);
  // Back/forward can change the query's search; follow it ("adjust state on prop change", no effect).
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setSearch(query.q);
  }
  const body = {
    category,
    showroom: selection?.showroom ?? 0,
    page: query.page,
    per_page: query.perPage,
    sort: query.sort,
    brand: query.brand.length > 0 ? [...query.brand] : undefined,
    colour: query.colour.length > 0 ? [...query.colour] : undefined,
    size: query.size || undefined,
    price_min: query.priceMin ?? undefined,
    price_max: query.priceMax ?? undefined,
    q: query.q || undefined,
  };
  const { state: list, retry } = useResource(JSON.stringify(body), (signal) =>
    api
      .post('visualization/products', { schema: productListResponseSchema, body, signal, silent: true })
      .then((response) => response.data),
  );
  const crumbs = parseCrumbs(storage.getString(STORAGE_KEYS.breadcrumb));
  const title = categoryLabel(
    list.status === 'ready' ? list.data.category.name : (crumbs.at(-1)?.name ?? 'Products'),
  );

  return (
    <section className="sr-catalog sr-product-list">
      <CatalogStyles />
      <StyleSheet name="sr-product-list" css={css} />
      <h1>{title}</h1>
      <div className="sr-product-list__bar">
        <search>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setQuery(withFilter(query, { q: search }));
            }}
          >
            <input
              type="search"
              aria-label="Search products"
              placeholder="Search products"
              maxLength={100}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <button type="submit">Search</button>
          </form>
        </search>
        <label>
          Sort by{' '}
          <select
            value={query.sort}
            onChange={(event) => {
              const sort = PRODUCT_SORTS.find((known) => known === event.target.value) ?? query.sort;
              setQuery(withFilter(query, { sort }));
            }}
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="sr-product-list__body">
        {list.status === 'ready' && (
          <ProductFilters facets={list.data.facets} query={query} onChange={setQuery} />
        )}
        <div className="sr-product-list__results">
          {list.status === 'loading' && <CardSkeletons count={Math.min(query.perPage, 10)} />}
          {list.status === 'error' && (
            <LoadFailed message={CATALOG_MESSAGES.productsLoadFailed} onRetry={retry} />
          )}
          {list.status === 'ready' && list.data.data.length === 0 && (
            <p className="sr-catalog-status">{CATALOG_MESSAGES.productsEmpty}</p>
          )}
          {list.status === 'ready' && list.data.data.length > 0 && (
            <>
              <p className="sr-product-list__count" aria-live="polite">
                {list.data.total} products
              </p>
              <ul className="sr-card-grid">
                {list.data.data.map((product) => (
                  <ProductCardView key={product.hash} product={product} />
                ))}
              </ul>
              <Pagination
                paginator={list.data}
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
