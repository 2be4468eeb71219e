/**
 * Your Orders, loaded on first use: its order calls, popup and FAQ are of no use on the other
 * screens of this remote. For use inside a `<Suspense>`.
 */
import { lazy } from 'react';

export const YourOrdersScreen = lazy(() =>
  import('../widgets/your-orders/your-orders-screen.tsx').then((module) => ({
    default: module.YourOrdersScreen,
  })),
);
