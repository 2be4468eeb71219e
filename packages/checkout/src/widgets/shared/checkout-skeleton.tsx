/** The checkout screens' loading state: the two columns' shapes, announced as busy. */
export function CheckoutSkeleton() {
  return (
    <div className="sr-checkout__grid" role="status" aria-busy="true" aria-label="Loading">
      <div className="sr-page-card sr-checkout-card--skeleton">
        <span className="sr-page-skeleton sr-page-skeleton--heading" />
        <span className="sr-page-skeleton" />
        <span className="sr-page-skeleton sr-page-skeleton--short" />
      </div>
      <div className="sr-page-card sr-checkout-card--skeleton">
        <span className="sr-page-skeleton sr-page-skeleton--heading" />
        <span className="sr-page-skeleton" />
      </div>
    </div>
  );
}
