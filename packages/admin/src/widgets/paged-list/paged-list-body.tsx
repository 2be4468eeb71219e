import type { Paginator } from '@showroom/contract';
import { Button, type Resource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { Pagination } from '@showroom/ui/pagination';
import type { ReactNode } from 'react';

export interface PagedListBodyProps<T> {
  /** The page's load, as `useResource` gives it. */
  state: Resource<Paginator<T>>;
  /** What the list holds, in the error ("The accounts could not be loaded."). */
  noun: string;
  /** Shown when the page holds no row. */
  empty: ReactNode;
  /** The pagination's accessible name ("Account pages"). */
  pagesLabel: string;
  retry: () => void;
  onPageChange: (page: number) => void;
  /** A new page size; the caller goes back to page 1. */
  onPageSizeChange: (size: number) => void;
  /** The rows of a page that has some. */
  children: (rows: readonly T[]) => ReactNode;
}

/**
 * The body of an admin list card: skeletons while loading, the error with a way to try again, the
 * empty text, or the rows and the ui kit's pagination (the spec's page sizes).
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
