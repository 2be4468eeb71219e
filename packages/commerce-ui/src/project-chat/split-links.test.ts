import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links.ts';

describe('splitLinks', () => {
  it('links http, https and www addresses, leaving sentence punctuation outside', () => {
    expect(splitLinks('See https://a.test/x?y=1, then www.b.test.')).toEqual([
      { text: 'See ' },
      { text: 'https://a.test/x?y=1', href: 'https://a.test/x?y=1' },
      { text: ', then ' },
      { text: 'www.b.test', href: 'https://www.b.test/' },
      { text: '.' },
    ]);
  });

  it('never links another scheme', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,x')).toEqual([
      { text: 'javascript:alert(1) data:text/html,x' },
    ]);
  });
});
