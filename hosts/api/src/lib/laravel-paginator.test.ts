import { describe, expect, it } from 'vitest';
import { laravelPaginator, pageWindow } from './laravel-paginator.ts';

describe('pageWindow (Laravel UrlWindow, 3 on each side)', () => {
  it('lists every page when there are fewer than 14', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('slides near the start, the middle and the end of many pages', () => {
    expect(pageWindow(2, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null, 49, 50]);
    expect(pageWindow(25, 50)).toEqual([1, 2, null, 22, 23, 24, 25, 26, 27, 28, null, 49, 50]);
    expect(pageWindow(48, 50)).toEqual([1, 2, null, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
  });
});

describe('laravelPaginator', () => {
  it('answers one empty page for an empty list', () => {
    const page = laravelPaginator([], 0, { page: 1, perPage: 10, path: 'http://x/api/list' });
    expect(page).toMatchObject({ last_page: 1, from: null, to: null, total: 0, next_page_url: null });
    expect(page.links.map((link) => link.label)).toEqual(['&laquo; Previous', '1', 'Next &raquo;']);
  });
});
