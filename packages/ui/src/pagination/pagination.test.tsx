import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination, type PaginationState } from './pagination.tsx';

/** A paginator as the API sends it, with Laravel's page links for `last` pages. */
function paginator(current: number, last: number, perPage = 10, total = last * perPage): PaginationState {
  const pages = Array.from({ length: last }, (_, index) => ({
    url: `/api/notification?page=${index + 1}`,
    label: String(index + 1),
    active: index + 1 === current,
  }));
  return {
    current_page: current,
    last_page: last,
    per_page: perPage,
    total,
    from: (current - 1) * perPage + 1,
    to: Math.min(current * perPage, total),
    links: [
      { url: null, label: '&laquo; Previous', active: false },
      ...pages,
      { url: null, label: 'Next &raquo;', active: false },
    ],
  };
}

describe('Pagination', () => {
  afterEach(cleanup);

  it('marks the current page and asks for the page whose button is pressed', async () => {
    const onPageChange = vi.fn();
    render(<Pagination paginator={paginator(2, 4)} onPageChange={onPageChange} label="Notification pages" />);
    const nav = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('11–20 of 40')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[4]]);
  });

  it('steps with Previous and Next, which are disabled at the ends', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination paginator={paginator(1, 3)} onPageChange={onPageChange} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<Pagination paginator={paginator(3, 3)} onPageChange={onPageChange} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('works from the keyboard alone', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination paginator={paginator(1, 3)} onPageChange={onPageChange} />);
    await user.tab(); // Previous is disabled, so focus lands on page 1
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Page 1');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.tab();
    await user.keyboard(' ');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('page box: digits only, capped at the last page, Enter goes there', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination paginator={paginator(1, 12)} onPageChange={onPageChange} />);
    const box = screen.getByLabelText<HTMLInputElement>('Page');
    expect(box.value).toBe('1');

    await user.clear(box);
    await user.type(box, '7x');
    expect(box.value).toBe('7');
    await user.type(box, '5');
    expect(box.value).toBe('12');
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(12);

    await user.clear(box);
    await user.type(box, '3');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('the page box follows the page the list is on', () => {
    const { rerender } = render(<Pagination paginator={paginator(1, 5)} onPageChange={vi.fn()} />);
    rerender(<Pagination paginator={paginator(4, 5)} onPageChange={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Page').value).toBe('4');
  });

  it('offers 10, 25 and 50 per page and reports a change, so the caller refetches', async () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination paginator={paginator(1, 3)} onPageChange={vi.fn()} onPageSizeChange={onPageSizeChange} />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Per page');
    expect(select.value).toBe('10');
    expect([...select.options].map((option) => option.value)).toEqual(['10', '25', '50']);
    await userEvent.selectOptions(select, '25');
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });

  it('has no page-size select without a handler', () => {
    render(<Pagination paginator={paginator(1, 3)} onPageChange={vi.fn()} />);
    expect(screen.queryByLabelText('Per page')).toBeNull();
  });

  it('shows nothing when every item fits on one page of the smallest size', () => {
    const { container } = render(
      <Pagination paginator={paginator(1, 1, 10, 4)} onPageChange={vi.fn()} onPageSizeChange={vi.fn()} />,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  it('keeps the size select on a single page of a larger size, to go back to smaller pages', () => {
    render(
      <Pagination paginator={paginator(1, 1, 50, 30)} onPageChange={vi.fn()} onPageSizeChange={vi.fn()} />,
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Per page').value).toBe('50');
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });
});
