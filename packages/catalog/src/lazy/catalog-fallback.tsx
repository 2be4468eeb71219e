import { StyleSheet } from '@showroom/ui';
import css from './catalog-fallback.css?inline';

/** Holds the storefront's place (no jump when it arrives) while its code loads. */
export function CatalogFallback() {
  return (
    <p className="sr-catalog-fallback" role="status">
      <StyleSheet name="sr-catalog-fallback" css={css} />
      Loading…
    </p>
  );
}
