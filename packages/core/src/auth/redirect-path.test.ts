import { describe, expect, it } from 'vitest';
import { pathOf, safeRedirect } from './redirect-path.ts';

describe('safeRedirect', () => {
  it.each([
    ['/checkout', '/checkout'],
    [' /visualize?room=2 ', '/visualize?room=2'],
    ['"/cart"', '/cart'],
  ])('keeps the app path %j', (value, expected) => expect(safeRedirect(value)).toBe(expected));

  it.each([
    null,
    undefined,
    '',
    'checkout',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/a\nb',
    '"not json',
    '"https://evil.example"',
    '42',
  ])('refuses %j', (value) => expect(safeRedirect(value)).toBeNull());
});

describe('pathOf', () => {
  it.each([
    ['/login?redirect=%2Fcart', '/login'],
    ['/visualize/checklist/#top', '/visualize/checklist'],
    ['/', '/'],
    ['/cart', '/cart'],
  ])('%s → %s', (route, path) => expect(pathOf(route)).toBe(path));
});
