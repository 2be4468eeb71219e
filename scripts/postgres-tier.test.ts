import { describe, expect, it } from 'vitest';
import { postgresTier } from './postgres-tier.ts';

describe('the PostgreSQL tier of npm test', () => {
  it('runs on TEST_DATABASE_URL, else on DATABASE_URL', () => {
    const test = 'postgres://postgres@127.0.0.1:5433/postgres';
    const shell = 'postgres://app@db.internal:5432/showroom';
    expect(postgresTier({ TEST_DATABASE_URL: test, DATABASE_URL: shell })).toEqual({
      run: true,
      serverUrl: test,
    });
    expect(postgresTier({ DATABASE_URL: shell })).toEqual({ run: true, serverUrl: shell });
  });

  it('without a server it is skipped with the reason and how to run it, but required on CI', () => {
    const local = postgresTier({ TEST_DATABASE_URL: '' });
    expect(local).toMatchObject({ run: false, required: false });
    expect(local.run === false && local.reason).toMatch(/TEST_DATABASE_URL=postgres:.*\.ci\/run/);
    expect(postgresTier({ CI: 'true' })).toMatchObject({ run: false, required: true });
    expect(postgresTier({ CI: 'false' })).toMatchObject({ run: false, required: false });
  });
});
