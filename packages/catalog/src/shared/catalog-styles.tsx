import { StyleSheet } from '@showroom/ui';
import css from './catalog.css?inline';

/** The styles every catalog screen shares (cards, swatches, price element, breadcrumb). */
export function CatalogStyles() {
  return <StyleSheet name="sr-catalog" css={css} />;
}
