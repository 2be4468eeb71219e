/**
 * `@showroom/core/format`: USD, MM.DD.YYYY and (xxx) xxx-xxxx formatting (spec §9), card brand
 * display names (a category's is the contract's `categoryLabel`), as its own entry (and federation share key): widgets that show no prices, dates or phones skip it.
 */
export { cardBrandName } from './format/card-brand.ts';
export { formatUsd } from './format/currency.ts';
export { formatDate } from './format/date.ts';
export { formatPhone } from './format/phone.ts';
