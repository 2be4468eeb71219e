import { describe, expect, it } from 'vitest';
import { pageWideContext } from './page-wide-context.ts';

describe('pageWideContext', () => {
  it('gives every copy of a module the one context of its key, so a provider and a reader meet', () => {
    const fromOneCopy = pageWideContext<string | null>('test-key', null);
    const fromAnotherCopy = pageWideContext<string | null>('test-key', null);
    expect(fromAnotherCopy).toBe(fromOneCopy);
    expect(pageWideContext<string | null>('another-key', null)).not.toBe(fromOneCopy);
  });
});
