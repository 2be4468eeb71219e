/**
 * `@showroom/core/format`: USD, MM.DD.YYYY and (xxx) xxx-xxxx formatting (spec §9), category and
 * card brand display names, as its own entry (and federation share key): widgets that show no prices, dates or phones skip it.
 */
export { cardBrandName } from './format/card-brand.ts';
export { categoryLabel } from './format/category-label.ts';
export { formatUsd } from './format/currency.ts';
export { formatDate } from './format/date.ts';
export { formatPhone } from './format/phone.ts';
