import { useRef } from 'react';
import { useLiveEvent } from './use-live-event.ts';

/**
 * Loads the list again when the live stream tells of a new order or an item's status change
 * (decision 0093): the pros' Orders, the vendor's Order items and the admin's Orders (decision 0101).
 * Hands over the answer: the latest request's only, so quick changes never
 * leave an older answer on screen. The list stays in place meanwhile; a failed load is told by the
 * API client's toast and mended by the next change.
 */
export function useLiveRefresh<T>(load: () => Promise<T>, onLoaded: (data: T) => void): void {
  const latest = useRef(0);
  const refresh = () => {
    latest.current += 1;
    const request = latest.current;
    load().then(
      (data) => {
        if (request === latest.current) onLoaded(data);
      },
      () => {},
    );
  };
  useLiveEvent('order_placed', refresh);
  useLiveEvent('order_item_status', refresh);
}
