import { DEFAULT_PAGE_SIZE } from '@showroom/contract';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Pagination, type PaginationProps, type PaginationState } from './pagination.tsx';

/** A paginator for `total` items like the API answers, with Laravel's page window in `links`. */
function paginatorFor(page: number, perPage: number, total: number): PaginationState {
  const last = Math.max(1, Math.ceil(total / perPage));
  const shown = Array.from({ length: last }, (_, index) => index + 1).filter(
    (p) => p <= 2 || p > last - 2 || Math.abs(p - page) <= 3,
  );
  const links: PaginationState['links'] = [{ url: null, label: '&laquo; Previous', active: false }];
  shown.forEach((p, index) => {
    if (index > 0 && p - (shown[index - 1] ?? p) > 1) links.push({ url: null, label: '...', active: false });
    links.push({ url: `/api/notification?page=${p}`, label: String(p), active: p === page });
  });
  links.push({ url: null, label: 'Next &raquo;', active: false });
  return {
    current_page: page,
    last_page: last,
    per_page: perPage,
    total,
    from: total ? (page - 1) * perPage + 1 : null,
    to: total ? Math.min(page * perPage, total) : null,
    links,
  };
}

/** Keeps page and size, as a list screen would after refetching. */
function PaginationDemo({ total, ...rest }: Omit<PaginationProps, 'paginator'> & { total: number }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  return (
    <Pagination
      {...rest}
      paginator={paginatorFor(page, perPage, total)}
      onPageChange={(next) => {
        setPage(next);
        rest.onPageChange(next);
      }}
      onPageSizeChange={(size) => {
        setPerPage(size);
        setPage(1);
        rest.onPageSizeChange?.(size);
      }}
    />
  );
}

const meta = {
  title: 'ui/Pagination',
  component: PaginationDemo,
  args: { total: 240, onPageChange: fn(), onPageSizeChange: fn(), label: 'Pagination' },
  parameters: {
    docs: {
      description: {
        component:
          'Page navigation for a Laravel paginator: page buttons from `links`, Previous/Next, a digits-only page box capped at `last_page`, and a 10/25/50 page-size select whose change the caller refetches on.',
      },
    },
  },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 24 pages: the links show the first, the last and a window around the current page. */
export const ManyPages: Story = {};

/** Three pages: every page has a button. */
export const FewPages: Story = { args: { total: 27 } };

/** Everything fits on one page of 10: nothing to show. */
export const SinglePage: Story = { args: { total: 6 } };
