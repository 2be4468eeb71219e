/**
 * `@showroom/commerce-ui/facet-filter`: the brand, colour, size and price filter of the product list
 * and the visualizer's picker, as its own entry (and federation share key): the cart and checkout,
 * which show the kit's price and quantity widgets, filter nothing.
 */
export { FacetFilter, type FacetFilterProps } from './facet-filter/facet-filter.tsx';
export type { FacetSelection } from './facet-filter/facet-selection.ts';
