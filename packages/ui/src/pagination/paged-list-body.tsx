import type { Paginator } from '@showroom/contract';
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { FormStatus } from '../form/form-status.tsx';
import type { Resource } from '../resource/use-resource.ts';
import { Pagination } from './pagination.tsx';

export interface PagedListBodyProps<T> {
  /** The page's load, as `useResource` gives it. */
  state: Resource<Paginator<T>>;
  /** What the list holds, in the error ("The leads could not be loaded."). */
  noun: string;
  /** Shown when the page holds no row. */
  empty: ReactNode;
  /** The pagination's accessible name ("Lead pages"). */
  pagesLabel: string;
  retry: () => void;
  onPageChange: (page: number) => void;
  /** A new page size; the caller goes back to page 1. */
  onPageSizeChange: (size: number) => void;
  /** The rows of a page that has some. */
  children: (rows: readonly T[]) => ReactNode;
}

/**
 * The body of a console list card: skeletons while loading, the error with a way to try again, the
 * empty text, or the rows and their pagination. Every console's paged lists share it (pros' leads and orders;
 * vendors' products, order items and payouts; admins' accounts and audit log).
 */
export function PagedListBody<T>({
  state,
  noun,
  empty,
  pagesLabel,
  retry,
  onPageChange,
  onPageSizeChange,
  children,
}: PagedListBodyProps<T>) {
  if (state.status === 'error') {
    return (
      <FormStatus tone="error">
        The {noun} could not be loaded. <Button onClick={retry}>Try again</Button>
      </FormStatus>
    );
  }
  if (state.status !== 'ready') {
    return (
      <>
        <div className="sr-page-skeleton" />
        <div className="sr-page-skeleton" />
      </>
    );
  }
  if (state.data.data.length === 0) return <p className="sr-page-muted">{empty}</p>;
  return (
    <>
      {children(state.data.data)}
      <Pagination
        paginator={state.data}
        label={pagesLabel}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </>
  );
}

/** The heading of a console list card: the total once loaded ("3 leads"), else `fallback`. */
export function pagedListHeading(
  state: Resource<Paginator<unknown>>,
  one: string,
  many: string,
  fallback: string,
): string {
  if (state.status !== 'ready') return fallback;
  return `${state.data.total} ${state.data.total === 1 ? one : many}`;
}
