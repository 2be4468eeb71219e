import { DEFAULT_PAGE_SIZE } from '@showroom/contract';

/** The filters a page link keeps: the non-empty ones, and the page size when it is not the default. */
export function keptFilters(
  filters: Readonly<Record<string, unknown>>,
  perPage: number,
): Record<string, string> {
  const keep: Record<string, string> = perPage === DEFAULT_PAGE_SIZE ? {} : { per_page: String(perPage) };
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== '') keep[name] = String(value);
  return keep;
}
