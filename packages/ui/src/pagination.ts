/**
 * `@showroom/ui/pagination`: the shared Pagination widget, as its own entry (and federation share
 * key) so widgets that show no lists, like the showroom entry, do not download it.
 */

export { PagedListBody, type PagedListBodyProps, pagedListHeading } from './pagination/paged-list-body.tsx';
export {
  PAGE_SIZES,
  Pagination,
  type PaginationProps,
  type PaginationState,
} from './pagination/pagination.tsx';
