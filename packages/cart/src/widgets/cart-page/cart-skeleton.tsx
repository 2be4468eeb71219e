import { CART_PAGE_MESSAGES } from '@showroom/contract/cart';

/** One line's shape: the photo, three text lines and the quantity box, the size of a real line. */
function LineSkeleton() {
  return (
    <li className="sr-cart-line" aria-hidden="true">
      <span className="sr-cart-photo" />
      <div className="sr-cart-line__info">
        <span className="sr-skeleton sr-cart-skeleton__name" />
        <span className="sr-skeleton sr-cart-skeleton__text" />
        <span className="sr-skeleton sr-cart-skeleton__text" />
      </div>
      <div className="sr-cart-line__controls">
        <span className="sr-skeleton sr-cart-skeleton__quantity" />
      </div>
      <p className="sr-cart-line__total">
        <span className="sr-skeleton sr-cart-skeleton__money" />
      </p>
    </li>
  );
}

/** The cart while it loads: a vendor with two lines and the summary, each at its final size. */
export function CartSkeleton() {
  return (
    <div className="sr-cart__layout" role="status" aria-label={CART_PAGE_MESSAGES.loading}>
      <div className="sr-cart__vendors">
        <section className="sr-cart-vendor">
          <span className="sr-skeleton sr-cart-skeleton__heading" />
          <ul className="sr-cart-vendor__lines">
            <LineSkeleton />
            <LineSkeleton />
          </ul>
        </section>
      </div>
      <div className="sr-cart-summary" aria-hidden="true">
        <span className="sr-skeleton sr-cart-skeleton__heading" />
        <span className="sr-skeleton sr-cart-skeleton__text" />
        <span className="sr-skeleton sr-cart-skeleton__text" />
        <span className="sr-skeleton sr-cart-skeleton__text" />
        <span className="sr-skeleton sr-cart-skeleton__note" />
        <span className="sr-skeleton sr-cart-skeleton__checkout" />
        <span className="sr-skeleton sr-cart-skeleton__note" />
      </div>
    </div>
  );
}
