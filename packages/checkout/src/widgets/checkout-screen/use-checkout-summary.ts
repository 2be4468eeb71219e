import type { CheckoutSummary } from '@showroom/contract/checkout';
import { onShowroomEvent, SHOWROOM_EVENTS } from '@showroom/core';
import { useResource } from '@showroom/ui';
import { useEffect, useState } from 'react';
import { checkoutCalls } from '../../api/checkout-calls.ts';

export interface CheckoutSummaryState {
  /** The latest summary answered (kept while a newer one loads, so the page does not blink). */
  summary: CheckoutSummary | null;
  /** True while a summary loads (the first, or a refetch after a coupon or an address change). */
  loading: boolean;
  /** The first load failed (nothing to show). */
  failed: boolean;
  retry: () => void;
}

/**
 * The server's summary of the cart in `showroom` with `coupon`, loaded again whenever either or
 * `version` (bumped after an address change) changes, and whenever the cart is announced as
 * changed (`showroom:cart-updated`: another widget on the page, or the visitor's cart joining the
 * user's at sign-in, which can land after this screen first asked). `showroom` null: nothing to load.
 */
export function useCheckoutSummary(
  showroom: number | null,
  coupon: string | null,
  version = 0,
): CheckoutSummaryState {
  const [cartChanges, setCartChanges] = useState(0);
  useEffect(
    () => onShowroomEvent(document, SHOWROOM_EVENTS.cartUpdated, () => setCartChanges((count) => count + 1)),
    [],
  );
  const key = showroom === null ? null : `${showroom}|${coupon ?? ''}|${version}|${cartChanges}`;
  const { state, retry } = useResource(key, (signal) => checkoutCalls.summary(showroom ?? 0, coupon, signal));
  const [last, setLast] = useState<CheckoutSummary | null>(null);
  useEffect(() => {
    if (state.status === 'ready') setLast(state.data);
  }, [state]);
  const summary = state.status === 'ready' ? state.data : last;
  return {
    summary,
    loading: state.status === 'loading',
    failed: state.status === 'error' && last === null,
    retry,
  };
}
