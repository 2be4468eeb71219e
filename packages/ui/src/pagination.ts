/**
 * `@showroom/ui/pagination`: the shared Pagination widget and the paged-list hook, as their own entry
 * (and federation share key) so widgets that show no lists, like the showroom entry, do not download
 * them (decision 0120 moved `usePagedList` here from the base entry).
 */

export { type PagedAnswer, type PagedList, usePagedList } from './paged-list/use-paged-list.ts';
export { PagedListBody, type PagedListBodyProps, pagedListHeading } from './pagination/paged-list-body.tsx';
export {
  PAGE_SIZES,
  Pagination,
  type PaginationProps,
  type PaginationState,
} from './pagination/pagination.tsx';
