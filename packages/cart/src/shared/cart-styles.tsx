import { StyleSheet } from '@showroom/ui';
import css from './cart.css?inline';

/** The styles the cart page and the mini cart share (photos, money rows, the checkout link). */
export function CartStyles() {
  return <StyleSheet name="sr-cart" css={css} />;
}
