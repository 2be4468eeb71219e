import { StyleSheet } from '@showroom/ui';
import css from './checkout.css?inline';

/** The checkout screens' one stylesheet, rendered once wherever a screen renders. */
export function CheckoutStyles() {
  return <StyleSheet name="sr-checkout" css={css} />;
}
