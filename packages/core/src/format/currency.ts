import { CURRENCY } from '@showroom/contract';

/*
 * Made on first use, not when the module loads: the first Intl formatter of a page loads locale
 * data, a cost a page that formats no price should not pay while it starts (issue #11, "Page speed").
 */
let usd: Intl.NumberFormat | undefined;

/** `1234.5` → `$1,234.50` (spec §9: USD, en-US, 2 decimals). */
export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat(CURRENCY.locale, {
    style: 'currency',
    currency: CURRENCY.code,
    minimumFractionDigits: CURRENCY.decimals,
    maximumFractionDigits: CURRENCY.decimals,
  });
  return usd.format(amount);
}
