import { DEFAULT_PAGE_SIZE, type Paginator } from '@showroom/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import { pageInputValue, requestedPage } from './page-input.ts';
import { pageItems } from './page-items.ts';
import css from './pagination.css?inline';

/** The page sizes offered (spec §9: default 10). */
export const PAGE_SIZES: readonly number[] = [DEFAULT_PAGE_SIZE, 25, 50];

/** The parts of a Laravel paginator the widget reads; a whole `Paginator<T>` fits. */
export type PaginationState = Pick<
  Paginator<unknown>,
  'current_page' | 'last_page' | 'links' | 'per_page' | 'total'
> &
  Partial<Pick<Paginator<unknown>, 'from' | 'to'>>;

export interface PaginationProps {
  /** The list's paginator as the API returned it. */
  paginator: PaginationState;
  /** Asked for another page (1-based); the caller fetches it. */
  onPageChange: (page: number) => void;
  /** Asked for another page size; the caller refetches (usually from page 1). No select without it. */
  onPageSizeChange?: (perPage: number) => void;
  pageSizes?: readonly number[];
  /** The navigation landmark's name, e.g. "Notifications pages". */
  label?: string;
}

/**
 * Page navigation for a Laravel paginator (spec §2 shared widgets, §4, §5): Previous/Next, the
 * page buttons of `links` with the current one marked `aria-current="page"`, a digits-only page
 * box capped at `last_page`, and a page-size select. Every control is a native button, input or
 * select, so Tab, Enter and Space work as everywhere else. Hidden when no choice would change
 * anything (one page and fewer items than the smallest page size).
 */
export function Pagination({
  paginator,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  label = 'Pagination',
}: PaginationProps) {
  const { current_page: current, last_page: last, per_page: perPage, total } = paginator;
  const inputId = useId();
  const sizeId = useId();
  const [draft, setDraft] = useState(String(current));
  // Follow the page the list is on (React's "adjust state on prop change" pattern, no effect).
  const [shownPage, setShownPage] = useState(current);
  if (shownPage !== current) {
    setShownPage(current);
    setDraft(String(current));
  }

  const smallestSize = Math.min(...pageSizes);
  if (last <= 1 && total <= smallestSize) return null;

  const sizes = pageSizes.includes(perPage) ? pageSizes : [...pageSizes, perPage].sort((a, b) => a - b);
  const go = (page: number) => {
    if (page !== current && page >= 1 && page <= last) onPageChange(page);
  };
  const submitDraft = () => {
    const page = requestedPage(draft, last);
    if (page === null) setDraft(String(current));
    else go(page);
  };
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // A page box may sit inside a form; Enter jumps to the page instead of submitting it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submitDraft();
  };

  return (
    <nav className="sr-pagination" aria-label={label}>
      <StyleSheet name="sr-pagination" css={css} />
      {paginator.from != null && paginator.to != null && (
        <p className="sr-pagination__summary">
          {paginator.from}–{paginator.to} of {total}
        </p>
      )}
      {last > 1 && (
        <ul className="sr-pagination__pages">
          <li>
            <button
              type="button"
              className="sr-pagination__button"
              aria-label="Previous page"
              disabled={current <= 1}
              onClick={() => go(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          </li>
          {pageItems(paginator).map((item, index) =>
            item.kind === 'gap' ? (
              // Gaps have no identity of their own; their position in the list is stable per render.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={`gap-${index}`} className="sr-pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item.page}>
                <button
                  type="button"
                  className="sr-pagination__button"
                  aria-label={`Page ${item.page}`}
                  aria-current={item.page === current ? 'page' : undefined}
                  onClick={() => go(item.page)}
                >
                  {item.page}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className="sr-pagination__button"
              aria-label="Next page"
              disabled={current >= last}
              onClick={() => go(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </li>
        </ul>
      )}
      <div className="sr-pagination__controls">
        {last > 1 && (
          <div className="sr-pagination__jump">
            <label htmlFor={inputId}>Page</label>
            <input
              id={inputId}
              className="sr-pagination__input"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={draft}
              size={Math.max(2, String(last).length)}
              onChange={(event) => setDraft(pageInputValue(event.target.value, last))}
              onKeyDown={onDraftKey}
              onBlur={() => {
                if (draft === '') setDraft(String(current));
              }}
            />
            <span>of {last}</span>
            <button type="button" className="sr-pagination__go" onClick={submitDraft}>
              Go
            </button>
          </div>
        )}
        {onPageSizeChange && (
          <div className="sr-pagination__size">
            <label htmlFor={sizeId}>Per page</label>
            <select
              id={sizeId}
              className="sr-pagination__select"
              value={perPage}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </nav>
  );
}
