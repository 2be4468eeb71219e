import { CART_PAGE_MESSAGES } from '@showroom/contract/cart';
import { StyleSheet } from '@showroom/ui';
import { type ReactNode, type Ref, useId } from 'react';
import { CartStyles } from '../../shared/cart-styles.tsx';
import css from './cart-page.css?inline';

export interface CartFrameProps {
  /** The sum of qty over the lines, shown by the heading when above 0. */
  count?: number;
  busy?: boolean;
  /** The heading takes focus when the element that had it goes (a removed line's button). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The cart page's frame (styles and heading), shared with its loading fallback so both have one size. */
export function CartFrame({ count = 0, busy = false, headingRef, children }: CartFrameProps) {
  const headingId = useId();
  return (
    <section className="sr-cart" aria-busy={busy || undefined} aria-labelledby={headingId}>
      <CartStyles />
      <StyleSheet name="sr-cart-page" css={css} />
      <h1 id={headingId} ref={headingRef} tabIndex={-1}>
        {CART_PAGE_MESSAGES.title}
        {count > 0 && <span className="sr-cart__count"> ({itemsLabel(count)})</span>}
      </h1>
      {children}
    </section>
  );
}
