import { StyleSheet } from '@showroom/ui';
import css from './screen-fallback.css?inline';

/** Holds the screen's place (no jump when it arrives) while its code loads. */
export function ScreenFallback() {
  return (
    <p className="sr-screen-fallback" role="status">
      <StyleSheet name="sr-screen-fallback" css={css} />
      Loading…
    </p>
  );
}
