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
    <section className="sr-catalog sr-storefront sr-catalog-fallback">
      <CatalogStyles />
      <StyleSheet name="sr-catalog-fallback" css={css} />
      <StorefrontHeader />
      {/* Said to screen readers only: text that the band, arriving with the showroom, pushed down was
          the store's one layout shift (CLS +0.08 on the widget lab). */}
      <p className="sr-catalog-fallback__status" role="status">
        Loading…
      </p>
    </section>
  );
}
