import { describe, expect, it } from 'vitest';
import { fixtureColour } from './fixture-finish.ts';

describe('fixtureColour', () => {
  it('draws a white tub, toilet or basin a little warm, so it parts from white glazed tile', () => {
    for (const kind of ['tub', 'toilet', 'sink'] as const) {
      const { r, b } = fixtureColour(kind, '#ffffff');
      expect(r).toBeGreaterThan(b + 0.05);
      expect(r).toBeGreaterThan(0.8);
    }
  });

  it('keeps a coloured fixture, and a white appliance or vanity, its own colour', () => {
    expect(fixtureColour('tub', '#1f3a5f').getHexString()).toBe('1f3a5f');
    expect(fixtureColour('vanity', '#ffffff').getHexString()).toBe('ffffff');
    expect(fixtureColour('appliances', '#f2f2f0').getHexString()).toBe('f2f2f0');
  });
});
