import { StyleSheet } from '@showroom/ui';
import { CatalogStyles } from '../shared/catalog-styles.tsx';
import { StorefrontHeader } from '../widgets/storefront/storefront-header.tsx';
import css from './catalog-fallback.css?inline';

/**
 * Holds the storefront's place (no jump when it arrives) while its code loads, under the pro's band
 * in the storefront's own place: the first screen's largest paint comes with the element's code,
 * not a chunk later.
 */
export function CatalogFallback() {
  return (
    <section className="sr-catalog sr-storefront">
      <CatalogStyles />
      <StyleSheet name="sr-catalog-fallback" css={css} />
      <StorefrontHeader />
      <p className="sr-catalog-fallback" role="status">
        Loading…
      </p>
    </section>
  );
}
