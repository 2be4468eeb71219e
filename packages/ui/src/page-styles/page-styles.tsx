import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './page-styles.css?inline';

/**
 * The shared styles of screens built from cards (My Account, checkout): `sr-page`, `sr-page__title`,
 * `sr-page-card`, `sr-page-card__heading`, `sr-page-muted`, `sr-page-skeleton`. One stylesheet in
 * @showroom/ui because each remote's CSS lands in its own shadow root when embedded.
 */
export function PageStyles() {
  return <StyleSheet name="sr-page-styles" css={css} />;
}
