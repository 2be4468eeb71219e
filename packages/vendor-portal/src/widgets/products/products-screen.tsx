import { DEFAULT_PAGE_SIZE, ROUTE_PATHS } from '@showroom/contract';
import type { VendorProductRow } from '@showroom/contract/vendor';
import { notify } from '@showroom/core';
import { ShellLink, StyleSheet, useResource } from '@showroom/ui';
import { PagedListBody, pagedListHeading } from '@showroom/ui/pagination';
import { useState } from 'react';
import { loadProductOptions, loadVendorProducts, setVendorProductArchived } from '../../api/vendor-calls.ts';
import { VendorFrame } from '../vendor-frame/vendor-frame.tsx';
import { NO_PRODUCT_FILTERS, ProductFilters, type ProductFilterValues } from './product-filters.tsx';
import css from './products.css?inline';
import { ProductsTable } from './products-table.tsx';

/**
 * `/vendor/products` (issue #24): the vendor's own products, newest first, with search, filters
 * (category, on sale or archived, stock) and the spec's pagination; each opens its form, and archives
 * or restores in place.
 */
export function ProductsScreen() {
  const [filters, setFilters] = useState<ProductFilterValues>(NO_PRODUCT_FILTERS);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const options = useResource(
    'vendor-product-options',
    async (signal) => (await loadProductOptions(signal)).data,
  );
  const { state, retry, update } = useResource(
    `vendor-products:${JSON.stringify(filters)}:${page}:${perPage}`,
    async (signal) =>
      (
        await loadVendorProducts(
          {
            page,
            per_page: perPage,
            ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
          },
          signal,
        )
      ).data,
  );

  async function onArchive(product: VendorProductRow, archived: boolean) {
    const answer = await setVendorProductArchived(product.id, archived);
    update((current) => ({
      ...current,
      data: current.data.map((row) => (row.id === product.id ? { ...row, status: answer.data.status } : row)),
    }));
    notify.success(answer.message);
  }

  return (
    <VendorFrame title="Your products" current={ROUTE_PATHS.vendorProducts}>
      <StyleSheet name="sr-vendor-products" css={css} />
      <section
        className="sr-page-card"
        aria-labelledby="sr-vendor-products-list"
        aria-busy={state.status === 'loading'}
      >
        <div className="sr-vendor-products__head">
          <h2 id="sr-vendor-products-list" className="sr-page-card__heading">
            {pagedListHeading(state, 'product', 'products', 'Your products')}
          </h2>
          <ShellLink to={ROUTE_PATHS.vendorProductNew} className="sr-button sr-button--primary">
            New product
          </ShellLink>
        </div>
        <ProductFilters
          filters={filters}
          categories={options.state.status === 'ready' ? options.state.data.categories : []}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <PagedListBody
          state={state}
          noun="products"
          empty={
            filters === NO_PRODUCT_FILTERS
              ? 'No products yet. Add your first one, or import a CSV of them.'
              : 'No product matches these filters.'
          }
          pagesLabel="Product pages"
          retry={retry}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPerPage(size);
            setPage(1);
          }}
        >
          {(products) => <ProductsTable products={products} onArchive={onArchive} />}
        </PagedListBody>
      </section>
    </VendorFrame>
  );
}
