import { MESSAGES } from '@showroom/contract';
import { Button } from '@showroom/ui';

export interface LoadFailedProps {
  /** What could not be loaded, from the account messages. */
  message: string;
  onRetry: () => void;
  /** The screen's own class: each screen styles its failure box to match its layout. */
  className: string;
}

/** A failed load on an account screen: an alert saying what failed, and Try again. */
export function LoadFailed({ message, onRetry, className }: LoadFailedProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {MESSAGES.retry}
      </Button>
    </div>
  );
}
