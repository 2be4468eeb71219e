import { CURRENCY } from '@showroom/contract';

const usd = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  minimumFractionDigits: CURRENCY.decimals,
  maximumFractionDigits: CURRENCY.decimals,
});

/** `1234.5` → `$1,234.50` (spec §9: USD, en-US, 2 decimals). */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
