/**
 * One placeholder card: the real card's boxes (picture, three name lines, brand line, two price
 * lines) with no text, so the card that replaces it has the same size and nothing below moves.
 */
function CardSkeleton() {
  return (
    <li className="sr-card sr-card--skeleton" aria-hidden="true">
      <span className="sr-card__link">
        <span className="sr-card__picture sr-skeleton" />
        <span className="sr-card__name sr-skeleton" />
      </span>
      <span className="sr-card__brand sr-skeleton sr-skeleton--short">{'\u00a0'}</span>
      <span className="sr-price">
        <span className="sr-price__main sr-skeleton sr-skeleton--short">{'\u00a0'}</span>
      </span>
    </li>
  );
}

/** `count` placeholder cards in the cards' own grid (`list` class: the list grid or a rail). */
export function CardSkeletons({ count, list = 'sr-card-grid' }: { count: number; list?: string }) {
  return (
    <ul className={list} aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <CardSkeleton key={index} />
      ))}
    </ul>
  );
}
