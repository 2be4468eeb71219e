import { MESSAGES, REQUEST_MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { CART_MESSAGES } from '@showroom/contract/cart';
import { LEAD_MESSAGES } from '@showroom/contract/lead';
import { describe, expect, it } from 'vitest';
import { leakIn } from './response-leaks.ts';

describe('leakIn', () => {
  it('finds stacks, SQL, paths and internal error names', () => {
    expect(leakIn('{"message":"x","stack":"Error: boom\\n    at Object.<anonymous> (/srv/a.js:1:2)"}')).toBe(
      'stack trace',
    );
    expect(leakIn('{"message":"update \\"users\\" set \\"street\\" = $1 where id = $2"}')).toBe('SQL');
    expect(leakIn('{"message":"value \\"2147483648\\" is out of range for type integer"}')).toBe('SQL');
    expect(leakIn('{"message":"ENOENT: no such file, open \'/work/data/x.png\'"}')).toBe('file path');
    expect(leakIn('{"code":"FST_ERR_BAD_URL"}')).toBe('internal error name');
    expect(leakIn('{"message":"Maximum call stack size exceeded"}')).toBe('internal error name');
  });

  it('finds nothing in the texts the API answers with', () => {
    const texts = [MESSAGES, REQUEST_MESSAGES, ACCOUNT_MESSAGES, CART_MESSAGES, LEAD_MESSAGES]
      .flatMap((messages): unknown[] => Object.values(messages))
      .filter((text): text is string => typeof text === 'string');
    expect(texts.length).toBeGreaterThan(30);
    for (const text of texts)
      expect({ text, leak: leakIn(JSON.stringify({ message: text })) }).toEqual({ text, leak: null });
  });
});
