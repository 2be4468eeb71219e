import { useLiveEvent } from '@showroom/ui/live';
import { useRef } from 'react';

/**
 * Loads something again each time the live stream tells of a status change to an item of an order
 * `concerns` accepts (decision 0093), and hands over the answer: the latest request's only, so two
 * quick changes never leave the older answer on screen. What is shown stays in place meanwhile (no
 * loading state); a failed load is told by the API client's toast and mended by the next change.
 */
export function useLiveOrderChanges<T>(
  concerns: (orderId: number) => boolean,
  load: () => Promise<T>,
  onLoaded: (data: T) => void,
): void {
  const latest = useRef(0);
  useLiveEvent('order_item_status', (event) => {
    if (!concerns(event.order_id)) return;
    latest.current += 1;
    const request = latest.current;
    load().then(
      (data) => {
        if (request === latest.current) onLoaded(data);
      },
      () => {},
    );
  });
}
