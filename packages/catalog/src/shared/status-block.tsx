import { MESSAGES } from '@showroom/contract';
import { Button } from '@showroom/ui';

/** An error with a retry button, the same on every catalog screen. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="sr-catalog-status" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {MESSAGES.retry}
      </Button>
    </div>
  );
}

/** Grey placeholders the size of the cards, so the page does not jump when they arrive. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="sr-card-grid" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index} className="sr-card sr-card--skeleton" />
      ))}
    </ul>
  );
}
