import { describe, expect, it } from 'vitest';
import { pageInputValue, requestedPage } from './page-input.ts';
import { pageItems } from './page-items.ts';

const link = (label: string, active = false) => ({
  url: label === '...' ? null : `/x?page=${label}`,
  label,
  active,
});

describe('pageItems', () => {
  it("takes the pages and gaps of Laravel's links, without Previous and Next", () => {
    const links = [
      link('&laquo; Previous'),
      link('1'),
      link('2'),
      link('...'),
      link('9', true),
      link('10'),
      link('...'),
      link('19'),
      link('20'),
      link('Next &raquo;'),
    ];
    expect(pageItems({ current_page: 9, last_page: 20, links })).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'page', page: 2 },
      { kind: 'gap' },
      { kind: 'page', page: 9 },
      { kind: 'page', page: 10 },
      { kind: 'gap' },
      { kind: 'page', page: 19 },
      { kind: 'page', page: 20 },
    ]);
  });

  it('builds a window from last_page when there are no page links', () => {
    expect(pageItems({ current_page: 6, last_page: 12, links: [] })).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'gap' },
      { kind: 'page', page: 4 },
      { kind: 'page', page: 5 },
      { kind: 'page', page: 6 },
      { kind: 'page', page: 7 },
      { kind: 'page', page: 8 },
      { kind: 'gap' },
      { kind: 'page', page: 12 },
    ]);
    expect(pageItems({ current_page: 1, last_page: 3, links: [] }).map((item) => item.kind)).toEqual([
      'page',
      'page',
      'page',
    ]);
  });
});

describe('page box', () => {
  it('keeps digits only and caps the number at last_page', () => {
    expect(pageInputValue('1a2', 20)).toBe('12');
    expect(pageInputValue('-3.5', 20)).toBe('20');
    expect(pageInputValue('99', 20)).toBe('20');
    expect(pageInputValue('007', 20)).toBe('7');
    expect(pageInputValue('abc', 20)).toBe('');
  });

  it('asks for no page when empty and never for page 0', () => {
    expect(requestedPage('', 5)).toBeNull();
    expect(requestedPage('0', 5)).toBe(1);
    expect(requestedPage('4', 5)).toBe(4);
  });
});
