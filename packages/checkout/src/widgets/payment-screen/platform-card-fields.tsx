import { lazy } from 'react';

/**
 * The platform's card fields for a new card: `CardFrame` of `@showroom/commerce-ui/card-frame` (a frame of the
 * platform origin; the card number never reaches this page). Loaded when the payment step first
 * shows a new card, so the checkout and thank-you screens do not download it.
 */
export const PlatformCardFields = lazy(() =>
  import('@showroom/commerce-ui/card-frame').then((module) => ({ default: module.CardFrame })),
);
