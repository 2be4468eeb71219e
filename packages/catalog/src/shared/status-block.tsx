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
