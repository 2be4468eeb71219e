import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_QUERY, readListQuery, withFilter, writeListQuery } from './list-query.ts';

describe('list query', () => {
  it('round-trips filters through the address', () => {
    const query = {
      ...EMPTY_LIST_QUERY,
      page: 3,
      sort: 'name' as const,
      brand: [2, 5],
      colour: ['Grey'],
      size: '12" x 24"',
      priceMin: 1,
      priceMax: 80,
      q: 'oak',
    };
    expect(readListQuery(writeListQuery(query))).toEqual(query);
  });

  it('keeps the default URL empty and ignores junk', () => {
    expect(writeListQuery(EMPTY_LIST_QUERY).toString()).toBe('');
    expect(readListQuery(new URLSearchParams('page=-2&sort=bogus&brand=x&price_min=a'))).toEqual(
      EMPTY_LIST_QUERY,
    );
  });

  it('caps page and page size', () => {
    const query = readListQuery(new URLSearchParams('page=99999999&per_page=5000'));
    expect(query.page).toBe(10_000);
    expect(query.perPage).toBe(100);
  });

  it('goes back to page 1 on a filter change', () => {
    expect(withFilter({ ...EMPTY_LIST_QUERY, page: 4 }, { q: 'tile' }).page).toBe(1);
  });
});
