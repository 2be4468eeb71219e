import { type BrandPartner, CATALOG_MESSAGES } from '@showroom/contract/catalog';
import { brandLogoUrl } from '@showroom/core';
import { StyleSheet, usePriceShowroom, useResource } from '@showroom/ui';
import { useDeferredValue } from 'react';
import { CatalogStyles } from '../../shared/catalog-styles.tsx';
import { FIRST_SCREEN_CARDS, ProductCardView } from '../../shared/product-card-view.tsx';
import { LoadFailed } from '../../shared/status-block.tsx';
import { useShownData } from '../../shared/use-shown-data.ts';
import css from './brands.css?inline';
import { loadBrands } from './brands-request.ts';
import { BrandSkeletons } from './brands-skeleton.tsx';

/** Brands rendered at once: the first screen's worth; the rest follow in a background render. */
const FIRST_BRANDS = 3;
const NONE: readonly BrandPartner[] = [];

/** The logo's box: the drawn logos are 3:1 wordmarks; CSS fits any other logo inside it. */
const BRAND_LOGO_WIDTH_PX = 192;
const BRAND_LOGO_HEIGHT_PX = 64;

/**
 * A brand's heading — its logo (its own, else the API's wordmark, which writes the name), the
 * logo's alt naming the brand — and its newest products.
 * The first brand is on the first screen: its pictures load at once, the others' when scrolled near.
 */
function BrandSection({
  brand,
  first = false,
  later = false,
}: {
  brand: BrandPartner;
  first?: boolean;
  later?: boolean;
}) {
  return (
    <section className={later ? 'sr-brand sr-brand--later' : 'sr-brand'} aria-label={brand.name}>
      <h2 className="sr-brand__heading">
        <img
          className="sr-brand__logo"
          src={brand.logo ?? brandLogoUrl(brand.slug)}
          alt={brand.name}
          width={BRAND_LOGO_WIDTH_PX}
          height={BRAND_LOGO_HEIGHT_PX}
          loading={first ? 'eager' : 'lazy'}
          decoding="async"
        />
        <small>({brand.product_count} products)</small>
      </h2>
      <ul className="sr-card-grid">
        {brand.products.map((product, index) => (
          <ProductCardView
            key={product.hash}
            product={product}
            priority={first && index < FIRST_SCREEN_CARDS}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The brands after the first screen, rendered once the first screen is painted, in a background
 * render React interrupts for input (no long task).
 */
function LaterBrands({ brands }: { brands: readonly BrandPartner[] }) {
  const shown = useDeferredValue(brands, NONE);
  return shown.slice(FIRST_BRANDS).map((brand) => <BrandSection key={brand.id} brand={brand} later />);
}

/** `/our-brands`: every brand partner with a few of its products at the showroom's prices. */
export function Brands() {
  const priceShowroom = usePriceShowroom();
  const showroom = priceShowroom ?? 0;
  const { state: brands, retry } = useResource(
    priceShowroom === null ? null : `brands:${showroom}`,
    (signal) => loadBrands(showroom, signal),
  );
  const shown = useShownData(brands, 'brands');
  const skeleton = (brands.status === 'loading' || priceShowroom === null) && !shown;
  return (
    <section
      className={`sr-catalog sr-brands${skeleton ? ' sr-brands--loading' : ''}`}
      aria-busy={brands.status === 'loading' || undefined}
    >
      <CatalogStyles />
      <StyleSheet name="sr-brands" css={css} />
      <h1>Our brand partners</h1>
      {skeleton && <BrandSkeletons />}
      {brands.status === 'error' && (
        <LoadFailed message={CATALOG_MESSAGES.brandsLoadFailed} onRetry={retry} />
      )}
      {shown?.length === 0 && <p>{CATALOG_MESSAGES.brandsEmpty}</p>}
      {shown && (
        <>
          {shown.slice(0, FIRST_BRANDS).map((brand, index) => (
            <BrandSection key={brand.id} brand={brand} first={index === 0} />
          ))}
          <LaterBrands brands={shown} />
        </>
      )}
    </section>
  );
}
