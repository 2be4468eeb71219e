import { brandsResponseSchema, CATALOG_MESSAGES } from '@showroom/contract/catalog';
import { api } from '@showroom/core';
import { useResource, useShowroomSelection } from '@showroom/ui';
import { CatalogStyles } from '../../shared/catalog-styles.tsx';
import { ProductCardView } from '../../shared/product-card-view.tsx';
import { CardSkeletons, LoadFailed } from '../../shared/status-block.tsx';

/** `/our-brands`: every brand partner with a few of its products at the showroom's prices. */
export function Brands() {
  const showroom = useShowroomSelection()?.showroom ?? 0;
  const { state: brands, retry } = useResource(`brands:${showroom}`, (signal) =>
    api
      .get('brands', { schema: brandsResponseSchema, searchParams: { showroom }, signal, silent: true })
      .then((response) => response.data.data),
  );
  return (
    <section className="sr-catalog">
      <CatalogStyles />
      <h1>Our brand partners</h1>
      {brands.status === 'loading' && <CardSkeletons count={4} />}
      {brands.status === 'error' && (
        <LoadFailed message={CATALOG_MESSAGES.brandsLoadFailed} onRetry={retry} />
      )}
      {brands.status === 'ready' && brands.data.length === 0 && <p>{CATALOG_MESSAGES.brandsEmpty}</p>}
      {brands.status === 'ready' &&
        brands.data.map((brand) => (
          <section key={brand.id} aria-label={brand.name}>
            <h2>
              {brand.name} <small>({brand.product_count} products)</small>
            </h2>
            <ul className="sr-card-grid">
              {brand.products.map((product) => (
                <ProductCardView key={product.hash} product={product} />
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}
