import { describe, expect, it } from 'vitest';
import { createContainer, makeEveryMember, membersOf } from './container.ts';

interface Parts {
  base: number;
  doubled: { value: number };
  label: string;
}

describe('createContainer', () => {
  it('makes each member once, on first use, from the members it reads, whatever their order', () => {
    const calls: string[] = [];
    const parts = createContainer<Parts>({
      label: (c) => {
        calls.push('label');
        return `twice ${c.base} is ${c.doubled.value}`;
      },
      doubled: (c) => {
        calls.push('doubled');
        return { value: c.base * 2 };
      },
      base: () => {
        calls.push('base');
        return 21;
      },
    });
    expect(calls).toEqual([]);
    expect(parts.label).toBe('twice 21 is 42');
    expect(parts.doubled).toBe(parts.doubled);
    expect(calls).toEqual(['label', 'base', 'doubled']);
  });

  it('throws for a member that needs itself rather than overflowing the stack', () => {
    const parts = createContainer<{ a: number; b: number }>({ a: (c) => c.b, b: (c) => c.a });
    expect(() => parts.a).toThrow(/needs itself/);
  });

  it("makes every member at once when asked, in the factories' order", () => {
    const made: string[] = [];
    const parts = createContainer<{ a: number; b: number }>({
      a: () => made.push('a'),
      b: () => made.push('b'),
    });
    expect(makeEveryMember(parts)).toBe(parts);
    expect(made).toEqual(['a', 'b']);
  });

  it('hands a factory only the members it names, making no other', () => {
    const made: string[] = [];
    const parts = createContainer<{ a: number; b: number; c: number }>({
      a: () => made.push('a'),
      b: () => made.push('b'),
      c: (all) => ({ ...membersOf(all, ['a']) }).a,
    });
    expect(parts.c).toBe(1);
    expect(made).toEqual(['a']);
  });
});
