import { describe, expect, it } from 'vitest';
import { isSafeText, unsafeTextErrors } from './text-safety.ts';

describe('isSafeText', () => {
  it('accepts any well-formed text, paired surrogates (emoji) included', () => {
    for (const text of ['', '1200 Willow Creek Lane', 'Zoë 🏠 №5', '\t\n', '\ud83c\udfe0']) {
      expect(isSafeText(text)).toBe(true);
    }
  });

  it('refuses a NUL and a surrogate without its pair', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\ud800y', '\udc00', 'a\udfffb', '\udc00\ud800']) {
      expect(isSafeText(text)).toBe(false);
    }
  });
});

describe('unsafeTextErrors', () => {
  it('names every field holding unsafe text, nested ones by their dotted path', () => {
    expect(
      unsafeTextErrors({
        street: 'x\u0000y',
        full_name: 'Ann',
        floorplan: { rooms: [{ name: 'ok' }, { name: '\ud800' }] },
      }),
    ).toEqual({
      street: ['The street field must not contain invalid characters.'],
      'floorplan.rooms.1.name': ['The floorplan.rooms.1.name field must not contain invalid characters.'],
    });
  });

  it('flags an object key with unsafe text without echoing it', () => {
    const errors = unsafeTextErrors({ 'a\u0000': 1 });
    expect(Object.keys(errors)).toEqual(['a\ufffd']);
  });

  it('is empty for safe input and for non-text values', () => {
    expect(unsafeTextErrors({ a: 1, b: [true, null, 'ok'], c: { d: 'é' } })).toEqual({});
    expect(unsafeTextErrors(undefined)).toEqual({});
    expect(unsafeTextErrors('\u0000')).toEqual({
      _: ['The input field must not contain invalid characters.'],
    });
  });

  it('walks nesting of any depth without overflowing', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(Object.keys(unsafeTextErrors({ x: deep }))).toHaveLength(1);
  });
});
