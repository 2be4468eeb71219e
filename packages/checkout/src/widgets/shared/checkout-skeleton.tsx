/** The checkout screens' loading state: the two columns' shapes, announced as busy. */
export function CheckoutSkeleton() {
  return (
    <div className="sr-checkout__grid" role="status" aria-busy="true" aria-label="Loading">
      <div className="sr-checkout-card sr-checkout-card--skeleton">
        <span className="sr-checkout-skeleton sr-checkout-skeleton--heading" />
        <span className="sr-checkout-skeleton" />
        <span className="sr-checkout-skeleton sr-checkout-skeleton--short" />
      </div>
      <div className="sr-checkout-card sr-checkout-card--skeleton">
        <span className="sr-checkout-skeleton sr-checkout-skeleton--heading" />
        <span className="sr-checkout-skeleton" />
      </div>
    </div>
  );
}
