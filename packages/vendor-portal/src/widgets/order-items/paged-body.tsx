import type { Paginator } from '@showroom/contract';
import { Button, type Resource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { Pagination } from '@showroom/ui/pagination';
import type { ReactNode } from 'react';

/**
 * The body of a portal list card: skeletons while loading, the error with a way to try again, the
 * empty text, or the rows and the spec's pagination (Order items and Payouts share it).
 */
export function PagedBody<T>({
  state,
  noun,
  empty,
  pagesLabel,
  retry,
  onPageChange,
  onPageSizeChange,
  children,
}: {
  state: Resource<Paginator<T>>;
  /** What the list holds, in the error ("Your order items could not be loaded."). */
  noun: string;
  empty: ReactNode;
  pagesLabel: string;
  retry: () => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (state.status === 'error') {
    return (
      <FormStatus tone="error">
        Your {noun} could not be loaded. <Button onClick={retry}>Try again</Button>
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
