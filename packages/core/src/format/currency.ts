import { CURRENCY } from '@showroom/contract';

/**
 * `1234.5` → `$1,234.50` (spec §9: USD, en-US, 2 decimals); a non-finite amount gives an empty
 * string. Written out rather than with `Intl.NumberFormat`: the page's first Intl formatter loads
 * locale data, one long task in the first render of a product list on a phone (issue #11, "Page
 * speed"), and en-US dollars need only the sign, the `$`, thousands commas and two decimals.
 */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const [whole = '0', fraction] = Math.abs(amount).toFixed(CURRENCY.decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 && Number(`${whole}.${fraction}`) !== 0 ? '-' : '';
  return `${sign}$${grouped}.${fraction}`;
}
