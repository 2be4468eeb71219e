const SKELETON_ROWS = 3;

/** Placeholders in the shape of order rows while the first page loads. */
export function OrderListSkeleton() {
  return (
    <>
      <ul className="sr-orders__list" aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          // Placeholders have nothing but their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="sr-order sr-order--skeleton">
            <span className="sr-orders__bone sr-orders__bone--title" />
            <span className="sr-orders__bone" />
            <span className="sr-orders__bone sr-orders__bone--short" />
          </li>
        ))}
      </ul>
      <p className="sr-visually-hidden" role="status">
        Loading your orders…
      </p>
    </>
  );
}
