import { StyleSheet } from '@showroom/ui';
import { PageStyles } from '@showroom/ui/page';
import css from './checkout.css?inline';

/** The checkout screens' stylesheets (the shared page and card styles, then checkout's own), rendered once wherever a screen renders. */
export function CheckoutStyles() {
  return (
    <>
      <PageStyles />
      <StyleSheet name="sr-checkout" css={css} />
    </>
  );
}
