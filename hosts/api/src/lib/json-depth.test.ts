import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan } from './json-depth.ts';

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects alike', () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('[[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":"\\"[[[[\\\\"}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":"\\\\","b":[[1]]}', 2)).toBe(true);
  });

  it('stops early on a body of 400,000 brackets', () => {
    const text = `{"x":${'['.repeat(400_000)}${']'.repeat(400_000)}}`;
    const started = performance.now();
    expect(jsonNestsDeeperThan(text, 64)).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
