import type { CardFieldsProps } from '../../payment/card-fields.ts';

/**
 * The platform's card fields for a new card. The card frame (`CardFrame` of
 * `@showroom/ui/card-frame`, issue #12 payments) is not on main yet: until it is, there are none,
 * and the payment screen offers the saved card only.
 */
export const PlatformCardFields: ((props: CardFieldsProps) => React.ReactNode) | null = null;
